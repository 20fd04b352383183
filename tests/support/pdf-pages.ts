import { createCanvas, loadImage } from "@napi-rs/canvas";
import { getDocumentProxy, renderPageAsImage } from "unpdf";

// pdf.js draws with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks (it came in
// Node 21): a copy does what pdf.js needs of it.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

export interface PageImage {
  /** The page drawn as a PNG. */
  png: Buffer;
  width: number;
  height: number;
  /** The share of the page's pixels that are not (near) white. */
  ink: number;
}

/**
 * Every page of a PDF drawn by pdf.js on a canvas from the npm registry (@napi-rs/canvas, whose
 * binary ships in the package): what a viewer shows, with no system package behind it.
 */
export async function pageImages(pdf: Uint8Array, scale = 0.6): Promise<PageImage[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const images: PageImage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const png = Buffer.from(
        await renderPageAsImage(doc, n, { scale, canvasImport: () => import("@napi-rs/canvas") }),
      );
      const image = await loadImage(png);
      const canvas = createCanvas(image.width, image.height);
      const ctx = canvas.getContext("2d");
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, image.width, image.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3]! > 0 && Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) inked++;
      images.push({ png, width: image.width, height: image.height, ink: inked / (data.length / 4) });
    }
    return images;
  } finally {
    await doc.destroy();
  }
}
