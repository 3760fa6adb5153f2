export declare const CHROMIUM: string;
export declare const CHROMIUM_PACKAGE: 'chromium' | 'chromium-headless-shell';
