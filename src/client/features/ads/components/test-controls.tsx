import {
  AD_STRATEGIES,
  AD_TEST_TYPES,
  DEBUG_PANEL_POSITIONS,
  type AdStrategy,
  type AdType,
  type DebugPanelPosition,
} from '#shared/domain/ads/ad-slots';
import { Card, CardContent } from '#client/components/ui/card';
import { Label, Select } from '#client/components/ui/input';

export interface TestChoice {
  type: AdType;
  strategy: AdStrategy;
  debug: boolean;
  position: DebugPanelPosition;
}

/** §2.17 choices: ad type, loading strategy, debug toggle and panel corner. */
export function TestControls({ value, onChange }: { value: TestChoice; onChange: (next: TestChoice) => void }) {
  return (
    <Card>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="ad-type">Ad type</Label>
          <Select id="ad-type" value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as AdType })}>
            {AD_TEST_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="ad-strategy">Loading strategy</Label>
          <Select id="ad-strategy" value={value.strategy} onChange={(e) => onChange({ ...value, strategy: e.target.value as AdStrategy })}>
            {AD_STRATEGIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex h-10 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={value.debug}
            onChange={(e) => onChange({ ...value, debug: e.target.checked })}
            className="size-4 accent-rink-600"
          />
          Show debug panel
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor="debug-position">Debug panel position</Label>
          <Select
            id="debug-position"
            value={value.position}
            disabled={!value.debug}
            onChange={(e) => onChange({ ...value, position: e.target.value as DebugPanelPosition })}
          >
            {DEBUG_PANEL_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
