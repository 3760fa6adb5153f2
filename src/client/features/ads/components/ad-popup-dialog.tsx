import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { AD_SIZES, DEFAULT_AD_STRATEGY, type AdSlot } from '#shared/domain/ads/ad-slots';
import { boxStyle } from '../lib/slot-size';
import AdRenderer from './ad-renderer';

const noop = () => {};

/** Radix Dialog: focus is trapped while open and returns on close; Escape and the button close it. */
export default function AdPopupDialog({ slot, html, onClose }: { slot: AdSlot; html: string; onClose: () => void }) {
  const title = slot === 'popupExit' ? 'Before you go' : 'Sponsored';
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          data-ad-popup={slot}
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-4 shadow-2xl focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="text-sm font-semibold text-slate-900">
              {title} <span className="ml-1 text-xs font-normal uppercase tracking-wide text-slate-500">Ad</span>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close advertisement"
              className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rink-500"
            >
              <X className="size-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="relative mx-auto overflow-hidden rounded-md bg-slate-100" style={boxStyle(AD_SIZES.square)}>
            <AdRenderer slot={slot} html={html} strategy={DEFAULT_AD_STRATEGY} onState={noop} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
