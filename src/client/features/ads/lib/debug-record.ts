import type { AdLoadStatus, AdSlot, AdStrategy } from '#shared/domain/ads/ad-slots';

/** §3 "Ad debug record", reported by every AdSlot to its optional onDebug callback. */
export interface AdDebugRecord {
  slot: AdSlot | string;
  status: AdLoadStatus;
  strategy: AdStrategy;
  dimensions: { width: number; height: number };
  loadTime: number | null;
  htmlCodeLength: number;
  scriptCount: number;
  errorMessage: string | null;
}

export type OnAdDebug = (record: AdDebugRecord) => void;
