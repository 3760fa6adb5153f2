import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { GameCodeCreated } from '#shared/schemas/roles';
import { Button } from '#client/components/ui/button';
import { QrCode } from '#client/components/ui/qr-code';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The code just made (shown once), with the console's full address, a copy button and a QR code:
 * the volunteer at the rink opens it on a phone without typing a URL (issue 39 item 2).
 */
export function GameCodeMade({ made }: { made: GameCodeCreated }) {
  const url = `${window.location.origin}/score`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(`${url} · code ${made.code}`).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="mt-4 rounded-lg bg-navy-950 p-4 text-center text-white">
      <p className="text-xs uppercase tracking-widest text-rink-300">Code</p>
      <p data-testid="game-code" className="mt-1 font-mono text-3xl font-bold tracking-[0.2em]">
        {made.code}
      </p>
      <p className="mt-1 text-xs text-rink-100">Works until {when(made.expiresAt)} · shown only now</p>
      <div className="mx-auto mt-3 w-fit rounded-md bg-white p-2">
        <QrCode text={url} label={`QR code for ${url}`} size={144} />
      </div>
      <p className="mt-2 break-all font-mono text-sm" data-testid="score-url">
        {url}
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void copy()}>
        <Copy aria-hidden="true" /> {copied ? 'Copied' : 'Copy address and code'}
      </Button>
    </div>
  );
}
