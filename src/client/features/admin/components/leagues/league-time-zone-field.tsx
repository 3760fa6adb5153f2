import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '#client/components/ui/input';
import { Field } from '../field';
import { TimeZoneOptions } from '../time-zone-options';

/**
 * The league's IANA zone: the clock of its games whose venue has none (issue #18). Blank means no
 * zone; the shared schema refuses an unknown one before and after the request.
 */
export function LeagueTimeZoneField({ input, error }: { input: UseFormRegisterReturn; error?: string }) {
  // Both league forms can be open at once: each needs its own suggestion list.
  const listId = useId();
  return (
    <>
      <Field label="Time Zone (games at venues without one)" error={error}>
        <Input list={listId} placeholder="e.g. Europe/Helsinki" autoComplete="off" spellCheck={false} {...input} />
      </Field>
      <TimeZoneOptions id={listId} />
    </>
  );
}
