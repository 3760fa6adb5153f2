import { ChevronDown, ChevronUp, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '#client/components/ui/toast';
import { SETTINGS_FORM_SLOTS, type AdSlot } from '#shared/domain/ads/ad-slots';
import type { AdSettings } from '#shared/schemas/ad';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input, Label } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useSaveAdSettings } from '../api/ad-settings';
import { SlotCodeFields, type UnitValue } from './slot-code-fields';

const FORM_SLOT_COUNT = 9; // §2.16 names nine slots; the rest exist only in the data.

/** Publisher, on/off and per-slot codes; saved as one document (POST /api/ad-settings). */
export function SettingsForm({ initial, canSave }: { initial: AdSettings; canSave: boolean }) {
  const [publisherId, setPublisherId] = useState(initial.publisherId);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [units, setUnits] = useState<Record<AdSlot, UnitValue>>(initial.adUnits);
  const [showCodes, setShowCodes] = useState(false);
  const save = useSaveAdSettings();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { publisherId, enabled, adUnits: units },
      {
        onSuccess: () =>
          toast.success('Success', { description: 'Ad settings saved successfully! Changes will appear on the live website.' }),
        onError: () => toast.error('Error', { description: 'Failed to save ad settings. Please try again.' }),
      },
    );
  };
  const slotFields = (slots: readonly AdSlot[]) =>
    slots.map((slot) => (
      <SlotCodeFields key={slot} slot={slot} value={units[slot]} onChange={(next) => setUnits((u) => ({ ...u, [slot]: next }))} />
    ));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Ad network</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-1.5">
            <Label htmlFor="publisher-id">Publisher ID</Label>
            <Input
              id="publisher-id"
              value={publisherId}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. pub-1234567890123456"
              onChange={(e) => setPublisherId(e.target.value)}
            />
          </div>
          <label className="flex w-fit cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              className="size-4 rounded border-slate-300 accent-rink-600"
            />
            Enable ads
          </label>
          <div>
            <Button
              type="button"
              variant="secondary"
              aria-expanded={showCodes}
              aria-controls="ad-slot-codes"
              onClick={() => setShowCodes((s) => !s)}
            >
              {showCodes ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {showCodes ? 'Hide Codes' : 'Show Codes'}
            </Button>
          </div>
          {showCodes && (
            <div id="ad-slot-codes" className="grid gap-4">
              <div className="grid gap-4 lg:grid-cols-2">{slotFields(SETTINGS_FORM_SLOTS.slice(0, FORM_SLOT_COUNT))}</div>
              <h3 className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Other slots</h3>
              <div className="grid gap-4 lg:grid-cols-2">{slotFields(SETTINGS_FORM_SLOTS.slice(FORM_SLOT_COUNT))}</div>
            </div>
          )}
          {save.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              Not saved: {errorMessage(save.error)}
            </p>
          )}
          {!canSave && <p className="text-sm text-slate-600">You can review these settings; only administrators can save them.</p>}
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
