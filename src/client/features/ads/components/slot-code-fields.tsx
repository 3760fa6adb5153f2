import type { AdSlot } from '#shared/domain/ads/ad-slots';
import { Input, Label, Textarea } from '#client/components/ui/input';
import { slotLabel } from '../lib/slot-labels';

export interface UnitValue {
  code: string;
  html: string;
}

/** One slot's ad unit code and HTML companion (§2.16). */
export function SlotCodeFields({ slot, value, onChange }: { slot: AdSlot; value: UnitValue; onChange: (next: UnitValue) => void }) {
  const { name, size } = slotLabel(slot);
  const id = `ad-${slot}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-slot-fields={slot}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {name} {size && <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">{size}</span>}
      </legend>
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-code`}>{name} ad unit code</Label>
          <Input
            id={`${id}-code`}
            value={value.code}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 1234567890"
            onChange={(e) => onChange({ ...value, code: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-html`}>{name} HTML code</Label>
          <Textarea
            id={`${id}-html`}
            value={value.html}
            rows={4}
            spellCheck={false}
            placeholder='<script src="https://…"></script>'
            onChange={(e) => onChange({ ...value, html: e.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
