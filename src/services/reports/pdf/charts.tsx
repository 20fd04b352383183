import { Circle, G, Line, Path, Rect, Svg, Text, Text as SvgText, View } from "@react-pdf/renderer";
import type { ReportReference } from "../data";
import { questionLabel } from "./format";
import { BOLD } from "./fonts";

/** Colour of a score on a 10-point scale (green good, amber mixed, red poor). */
export function scoreColor(score: number): string {
  return score >= 8 ? "#15803d" : score >= 6.5 ? "#2563eb" : score >= 4.5 ? "#b45309" : "#b91c1c";
}

/** A ring gauge for the hiring score out of 10. */
export function ScoreGauge({ score, size = 110 }: { score: number | null; size?: number }) {
  const r = size / 2 - 9;
  const c = size / 2;
  const value = score ?? 0;
  const angle = (value / 10) * 2 * Math.PI;
  const end = { x: c + r * Math.sin(angle), y: c - r * Math.cos(angle) };
  const large = angle > Math.PI ? 1 : 0;
  const color = score === null ? "#9ca3af" : scoreColor(value);
  const arc =
    value >= 10 ? null : `M ${c} ${c - r} A ${r} ${r} 0 ${large} 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <Circle cx={c} cy={c} r={r} stroke="#e5e7eb" strokeWidth={10} fill="none" />
      {value >= 10 ? (
        <Circle cx={c} cy={c} r={r} stroke={color} strokeWidth={10} fill="none" />
      ) : value > 0 ? (
        <Path d={arc!} stroke={color} strokeWidth={10} fill="none" />
      ) : null}
      <SvgText x={c} y={c + 7} textAnchor="middle" style={{ fontSize: 22, ...BOLD }} fill={color}>
        {score === null ? "n/a" : score.toFixed(1)}
      </SvgText>
      <SvgText x={c} y={c + 22} textAnchor="middle" style={{ fontSize: 8 }} fill="#6b7280">
        out of 10
      </SvgText>
    </Svg>
  );
}

/** A name cut to `max` letters (whole graphemes: a letter with its marks, a syllable, a pair). */
export function shortName(name: string, max = 26): string {
  const letters = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name)].map(
    (g) => g.segment,
  );
  return letters.length > max
    ? `${letters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : name;
}

/**
 * Horizontal bars: each interviewed reference's rating out of 10. Names and figures are body text
 * (the report's font stack, bidi and shaping), not SVG text, which draws with one face only and
 * garbles every script that face lacks; the bars and the grid are boxes.
 */
export function RatingsChart({ refs, width = 500 }: { refs: ReportReference[]; width?: number }) {
  const rows = refs.filter((r) => r.analysis);
  const label = 150;
  const bar = 18;
  const gap = 10;
  const scale = (width - label - 40) / 10;
  const plot = rows.length * (bar + gap);
  const ticks = [0, 2, 4, 6, 8, 10];
  return (
    <View style={{ width, marginTop: 4 }}>
      <View style={{ height: plot }}>
        {ticks.map((v) => (
          <View
            key={v}
            style={{
              position: "absolute",
              left: label + v * scale,
              top: 0,
              width: 0.75,
              height: plot,
              backgroundColor: "#e5e7eb",
            }}
          />
        ))}
        {rows.map((r, i) => {
          const v = r.analysis!.rating;
          const top = i * (bar + gap) + 4;
          return (
            <View key={r.index} style={{ position: "absolute", top, left: 0, right: 0, height: bar }}>
              <Text
                style={{
                  position: "absolute",
                  left: 0,
                  width: label - 8,
                  top: 3,
                  fontSize: 8.5,
                  color: "#111827",
                }}
              >
                {shortName(r.name)}
              </Text>
              <View
                style={{
                  position: "absolute",
                  left: label,
                  width: 10 * scale,
                  height: bar,
                  backgroundColor: "#f3f4f6",
                }}
              />
              <View
                style={{
                  position: "absolute",
                  left: label,
                  width: Math.max(2, v * scale),
                  height: bar,
                  backgroundColor: scoreColor(v),
                }}
              />
              <Text
                style={{
                  position: "absolute",
                  left: label + v * scale + 4,
                  top: 3,
                  fontSize: 8.5,
                  color: "#111827",
                  ...BOLD,
                }}
              >
                {v.toFixed(1)}
              </Text>
            </View>
          );
        })}
      </View>
      <View style={{ height: 14 }}>
        {ticks.map((v) => (
          <Text
            key={v}
            style={{
              position: "absolute",
              left: label + v * scale - 10,
              width: 20,
              top: 3,
              fontSize: 7,
              color: "#6b7280",
              textAlign: "center",
            }}
          >
            {String(v)}
          </Text>
        ))}
      </View>
    </View>
  );
}

/** Vertical bars: answer quality (1–5) for each question of one reference. */
export function QualityChart({ r, width = 500 }: { r: ReportReference; width?: number }) {
  const qs = r.analysis?.questions ?? [];
  if (!qs.length) return null;
  const height = 96;
  const top = 8;
  const plot = 60;
  const slot = (width - 20) / qs.length;
  const bw = Math.min(34, slot * 0.6);
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {[1, 3, 5].map((v) => (
        <G key={v}>
          <Line
            x1={16}
            y1={top + plot - (v / 5) * plot}
            x2={width}
            y2={top + plot - (v / 5) * plot}
            stroke="#e5e7eb"
            strokeWidth={0.5}
          />
          <SvgText x={0} y={top + plot - (v / 5) * plot + 3} style={{ fontSize: 7 }} fill="#6b7280">
            {String(v)}
          </SvgText>
        </G>
      ))}
      {qs.map((q, i) => {
        const x = 20 + i * slot + (slot - bw) / 2;
        const h = (q.quality / 5) * plot;
        const color =
          q.quality >= 4 ? "#15803d" : q.quality >= 3 ? "#2563eb" : q.quality >= 2 ? "#b45309" : "#b91c1c";
        const name = questionLabel(q.questionType);
        return (
          <G key={i}>
            <Rect x={x} y={top + plot - h} width={bw} height={h} fill={color} />
            <SvgText
              x={x + bw / 2}
              y={top + plot + 11}
              textAnchor="middle"
              style={{ fontSize: 6.5 }}
              fill="#374151"
            >
              {name.length > 14 ? `${name.slice(0, 13)}…` : name}
            </SvgText>
          </G>
        );
      })}
    </Svg>
  );
}

/** A stacked bar of red / yellow / green flag counts. */
export function FlagBar({
  counts,
  width = 240,
}: {
  counts: { red: number; yellow: number; green: number };
  width?: number;
}) {
  const total = counts.red + counts.yellow + counts.green;
  if (!total) return null;
  let x = 0;
  const parts = (["red", "yellow", "green"] as const).map((k) => {
    const w = (counts[k] / total) * width;
    const part = { k, x, w };
    x += w;
    return part;
  });
  const color = { red: "#dc2626", yellow: "#f59e0b", green: "#16a34a" };
  return (
    <Svg width={width} height={10} viewBox={`0 0 ${width} 10`}>
      {parts.map((p) =>
        p.w > 0 ? <Rect key={p.k} x={p.x} y={0} width={p.w} height={10} fill={color[p.k]} /> : null,
      )}
    </Svg>
  );
}
