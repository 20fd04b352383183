import { TIMING, type TimingKey, type TimingSettings } from "@server/shared/voice-agent";

const unit = (k: TimingKey, v: number) => (k === "speechRate" ? `${v.toFixed(2)}×` : `${v} ms`);

/** The timing sliders, with the spec's ranges and defaults. */
export function TimingPanel({
  settings,
  onChange,
}: {
  settings: TimingSettings;
  onChange: (s: TimingSettings) => void;
}) {
  return (
    <div className="grid gap-4">
      {(Object.keys(TIMING) as TimingKey[]).map((k) => {
        const r = TIMING[k];
        return (
          <div key={k}>
            <label
              htmlFor={`timing-${k}`}
              className="flex justify-between text-sm font-medium text-slate-800"
            >
              <span>{r.label}</span>
              <span className="font-normal text-slate-600">{unit(k, settings[k])}</span>
            </label>
            <input
              id={`timing-${k}`}
              type="range"
              min={r.min}
              max={r.max}
              step={r.step}
              value={settings[k]}
              onChange={(e) => onChange({ ...settings, [k]: Number(e.target.value) })}
              className="mt-1 w-full accent-brand-600"
            />
          </div>
        );
      })}
    </div>
  );
}
