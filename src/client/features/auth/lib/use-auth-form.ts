import { useRef, useState, type FormEvent } from 'react';

export type Validation<V> = { values: V; errors?: undefined } | { errors: Record<string, string>; values?: undefined };
type Validate<V> = (values: Record<string, string>) => Promise<Validation<V>>;
type Errors<N extends string> = Partial<Record<N, { message: string }>>;

/**
 * The little of react-hook-form the two sign-in forms used, without its ~14 kB gzip in the page's
 * first load (the 150 kB budget, docs/performance.md). Same behaviour: uncontrolled fields checked
 * on submit (the first invalid one takes focus), then re-checked as they change; `setError` for
 * the server's field messages; `isSubmitting` while checking and sending.
 */
export function useAuthForm<V extends Record<N, string>, N extends string = keyof V & string>(validate: Validate<V>) {
  const fields = useRef(new Map<N, HTMLInputElement | null>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<N>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const read = () => Object.fromEntries([...fields.current].map(([name, el]) => [name, el?.value ?? '']));
  const setError = (name: N, error: { message: string }) => setErrors((e) => ({ ...e, [name]: error }));

  const register = (name: N) => {
    if (!fields.current.has(name)) fields.current.set(name, null);
    return {
      name,
      ref: (el: HTMLInputElement | null) => {
        if (el) fields.current.set(name, el);
      },
      // After the first submit a change re-checks the form and updates this field's message only.
      onChange: async () => {
        if (!submitted.current) return;
        const message = (await validate(read())).errors?.[name];
        setErrors((e) => {
          if (e[name]?.message === message) return e;
          const next = { ...e };
          if (message) next[name] = { message };
          else delete next[name];
          return next;
        });
      },
    };
  };

  const handleSubmit = (onValid: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const result = await validate(read());
      submitted.current = true;
      if (result.errors) {
        const invalid = [...fields.current.keys()].filter((name) => result.errors[name]);
        setErrors(Object.fromEntries(invalid.map((name) => [name, { message: result.errors[name]! }])) as Errors<N>);
        fields.current.get(invalid[0]!)?.focus();
        return;
      }
      setErrors({});
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
