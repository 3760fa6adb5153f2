import { AD_SLOTS, configCodeKey, configHtmlKey, FALLBACK_PUBLISHER_ID } from '#shared/domain/ads/ad-slots';
import type { AdConfig } from '#shared/schemas/ad';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { slotLabel } from '../lib/slot-labels';

/** §2.17 "shows the stored ad configuration": what /api/ad-config currently serves. */
export function StoredConfig({ config }: { config: AdConfig }) {
  const filled = AD_SLOTS.filter((s) => (config.adUnits[configHtmlKey(s)] ?? '') || (config.adUnits[configCodeKey(s)] ?? ''));
  const live = config.enabled && config.publisherId.trim() !== '' && config.publisherId !== FALLBACK_PUBLISHER_ID;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stored configuration</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-slate-500">Publisher ID</dt>
          <dd className="break-all font-mono" data-testid="config-publisher">
            {config.publisherId || '—'}
          </dd>
          <dt className="text-slate-500">Ads enabled</dt>
          <dd>{config.enabled ? 'Yes' : 'No'}</dd>
          <dt className="text-slate-500">Test mode</dt>
          <dd>{config.testMode ? 'Yes' : 'No'}</dd>
          <dt className="text-slate-500">Slots with content</dt>
          <dd className="flex flex-wrap gap-1">
            {filled.length === 0
              ? 'None'
              : filled.map((s) => (
                  <Badge key={s} tone="blue">
                    {slotLabel(s).name}
                  </Badge>
                ))}
          </dd>
        </dl>
        {!live && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
            Ads are off (disabled, or no real publisher ID), so the previews below stay empty. Turn them on in Ad Settings.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
