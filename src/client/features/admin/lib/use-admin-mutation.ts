import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast';
import type { WrittenTable } from '#shared/data-scopes';
import { apiStatus, errorMessage } from '#client/lib/api';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';
import { isStaleWrite } from './server-errors';

type Options<TVars, TResult> = {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /**
   * The tables the write changes (its record's, and what a cascade clears). What goes stale follows
   * from them (src/shared/data-scopes.ts): public screens and admin lists alike, as the server's caches.
   */
  writes: readonly WrittenTable[];
  /** requirements §8 success description, e.g. "Team added successfully". */
  success: string | ((vars: TVars, result: TResult) => string);
  /** requirements §8 failure description, e.g. "Failed to add team"; the server's reason is appended. */
  failure: string;
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (err: unknown) => void;
};

/** Every admin write: §8 toasts, list invalidation, no retry (global default). */
export function useAdminMutation<TVars, TResult = unknown>(opts: Options<TVars, TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: opts.mutationFn,
    onSuccess: async (result, vars) => {
      const description = typeof opts.success === 'function' ? opts.success(vars, result) : opts.success;
      toast.success('Success', { description });
      opts.onSuccess?.(result, vars);
      // Every admin write also appends to the audit log the Activity view reads.
      await refreshAfterWrite(qc, [...opts.writes, 'audit_log']);
    },
    onError: (err) => {
      const reason = errorMessage(err);
      // A lost race is not a typo: say so plainly, keep the toast until read; forms keep their values.
      if (isStaleWrite(err)) {
        toast.error('Changed by someone else', {
          description: `${opts.failure}: ${reason}. Your edits are still in the form; copy what you need before reloading.`,
          duration: Infinity,
          closeButton: true,
        });
      } else if (apiStatus(err) === 403) {
        // A manager's write outside their leagues or team (issue 27): say it is about permission, not data.
        toast.error('Not allowed', { description: `${opts.failure}: ${reason || 'your role does not cover this record'}` });
      } else toast.error('Error', { description: reason ? `${opts.failure}: ${reason}` : opts.failure });
      opts.onError?.(err);
    },
  });
}
