import { lazy, Suspense, useEffect, useState } from 'react';
import { configHtmlKey, ENTRY_POPUP_DELAY_MS, ENTRY_POPUP_FREQUENCY, shouldRenderAd, type AdSlot } from '#shared/domain/ads/ad-slots';
import { useAdConfig } from '../api/get-ad-config';
import { useAdsOff } from '../lib/use-ads-off';

const AdPopupDialog = lazy(() => import('./ad-popup-dialog'));

type PopupSlot = Extract<AdSlot, 'popupEntry' | 'popupExit'>;

const storageKey = (slot: PopupSlot) => `hd-ads:${slot}:shown`;
function timesShown(slot: PopupSlot): number {
  try {
    return Number(sessionStorage.getItem(storageKey(slot)) ?? 0);
  } catch {
    return 0;
  }
}
function markShown(slot: PopupSlot) {
  try {
    sessionStorage.setItem(storageKey(slot), String(timesShown(slot) + 1));
  } catch {
    /* storage blocked: show once per page */
  }
}

/**
 * §2.18 popups, mounted once in the layout: the entry popup after 5000 ms (once per session),
 * the exit-intent popup the first time the pointer leaves through the top edge. The dialog
 * code loads only when one actually opens.
 */
export function AdPopups() {
  const { config } = useAdConfig();
  const off = useAdsOff();
  const [open, setOpen] = useState<PopupSlot | null>(null);
  const htmlOf = (slot: PopupSlot) => (!off && shouldRenderAd(config, slot) ? (config.adUnits[configHtmlKey(slot)] ?? '').trim() : '');
  const entryHtml = htmlOf('popupEntry');
  const exitHtml = htmlOf('popupExit');

  useEffect(() => {
    if (!entryHtml || timesShown('popupEntry') >= ENTRY_POPUP_FREQUENCY) return;
    const t = setTimeout(() => {
      markShown('popupEntry');
      setOpen((current) => current ?? 'popupEntry');
    }, ENTRY_POPUP_DELAY_MS);
    return () => clearTimeout(t);
  }, [entryHtml]);

  useEffect(() => {
    if (!exitHtml || timesShown('popupExit') > 0) return;
    const onOut = (e: MouseEvent) => {
      if (e.relatedTarget || e.clientY > 0) return;
      document.removeEventListener('mouseout', onOut);
      markShown('popupExit');
      setOpen((current) => current ?? 'popupExit');
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [exitHtml]);

  // Leaving for an ad-free page closes an open popup (its html is now empty).
  const html = open === 'popupEntry' ? entryHtml : exitHtml;
  if (!open || !html) return null;
  return (
    <Suspense fallback={null}>
      <AdPopupDialog slot={open} html={html} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
