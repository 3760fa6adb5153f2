import { eq, sql } from 'drizzle-orm';
import { AD_SLOTS, configCodeKey, configHtmlKey, FALLBACK_PUBLISHER_ID } from '#shared/domain/ads/ad-slots';
import type { AdConfig, AdSettings, AdSettingsBody } from '#shared/schemas/ad';
import type { Db } from '../../db/client';
import { adSettings, type AdUnitsJson } from '../../db/schema';
import { recordAudit, type Actor } from './audit';

const ROW_ID = 1;

/** Nothing stored yet: behave like the client's fetch-failure fallback, so no ad renders (§8). */
const UNSET: AdSettings = { publisherId: FALLBACK_PUBLISHER_ID, enabled: false, testMode: true, adUnits: fullUnits({}) };

/** Every slot present with both fields, so forms and renderers never meet an undefined slot. */
function fullUnits(stored: AdUnitsJson): AdSettings['adUnits'] {
  return Object.fromEntries(
    AD_SLOTS.map((slot) => [
      slot,
      {
        code: stored[slot]?.code ?? '',
        html: stored[slot]?.html ?? '',
      },
    ]),
  ) as AdSettings['adUnits'];
}

export async function getAdSettings(db: Db): Promise<AdSettings> {
  const [row] = await db.select().from(adSettings).where(eq(adSettings.id, ROW_ID));
  if (!row) return UNSET;
  return { publisherId: row.publisherId, enabled: row.enabled, testMode: row.testMode, adUnits: fullUnits(row.adUnits) };
}

/** Flattened render config: `<slot>Html` and `<slot>Code` for all slots (§3). */
export async function getAdConfig(db: Db): Promise<AdConfig> {
  const s = await getAdSettings(db);
  const adUnits: Record<string, string> = {};
  for (const slot of AD_SLOTS) {
    adUnits[configHtmlKey(slot)] = s.adUnits[slot].html;
    adUnits[configCodeKey(slot)] = s.adUnits[slot].code;
  }
  return { publisherId: s.publisherId, enabled: s.enabled, testMode: s.testMode, adUnits };
}

/** Upserts the single settings row; the write and its audit entry share a transaction. */
export async function saveAdSettings(db: Db, body: AdSettingsBody, actor: Actor): Promise<AdSettings> {
  const adUnits: AdUnitsJson = {};
  for (const [slot, unit] of Object.entries(body.adUnits)) {
    if (unit && (unit.code.trim() || unit.html.trim())) adUnits[slot] = { code: unit.code.trim(), html: unit.html };
  }
  const values = { publisherId: body.publisherId, enabled: body.enabled, testMode: body.testMode ?? false, adUnits };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(adSettings).where(eq(adSettings.id, ROW_ID)).for('update');
    const [after] = await tx
      .insert(adSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: adSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    await recordAudit(tx, {
      actor,
      action: before ? 'update' : 'create',
      entity: 'ad_settings',
      entityId: ROW_ID,
      before: before ?? null,
      after,
    });
  });
  return getAdSettings(db);
}
