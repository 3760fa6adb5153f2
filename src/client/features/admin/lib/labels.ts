/** "training_center" → "Training Center" for enum options. */
export const humanize = (value: string) =>
  value
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Native <option>s for an id-named list, with a leading blank choice. */
export type Option = { value: string; label: string };
