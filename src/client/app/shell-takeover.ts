/**
 * The server-rendered page stays usable until the app replaces it (issue 28): its search forms take
 * typing while the code loads. The first render swaps in new elements, so what was typed, and where
 * the caret was, would be lost; this carries both over, field by field in document order (the app
 * renders the same page, so the same fields in the same order; if not, nothing is carried).
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = 'input, select, textarea';

export type ShellSnapshot = { fields: Field[]; focused: () => Field | null };

/** Before the first render: the shell's fields, and a record of which of them has the focus. */
export function watchShell(root: HTMLElement): ShellSnapshot {
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  let focused: Field | null = fields.find((f) => f === document.activeElement) ?? null;
  const onFocus = (e: FocusEvent) => {
    focused = fields.find((f) => f === e.target) ?? null;
  };
  root.addEventListener('focusin', onFocus);
  return {
    fields,
    focused: () => {
      root.removeEventListener('focusin', onFocus);
      return focused;
    },
  };
}

const changed = (f: Field) =>
  f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue;

// React tracks an input's value itself: set through the prototype's setter and announce it with the
// event React listens for, so the page's state takes it as if typed.
function typeInto(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** After the first render: what was typed into the shell goes into the app's fields, the caret too. */
export function carryOver(root: HTMLElement, snapshot: ShellSnapshot) {
  const focused = snapshot.focused();
  const next = [...root.querySelectorAll<Field>(FIELDS)];
  if (next.length !== snapshot.fields.length) return;
  snapshot.fields.forEach((old, i) => {
    const field = next[i];
    if (field.tagName !== old.tagName || field.getAttribute('name') !== old.getAttribute('name') || field.type === 'hidden') return;
    if (changed(old) && field.value !== old.value) typeInto(field, old.value);
  });
  const at = focused ? snapshot.fields.indexOf(focused) : -1;
  if (at >= 0 && (document.activeElement === document.body || document.activeElement === null)) next[at].focus();
}
