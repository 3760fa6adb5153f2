/**
 * Set once a creative has run directly in this document (signed-out or non-admin visitors). Its
 * code may outlive the slot (timers, listeners), so the document must not go on to show an
 * ad-free page: the layout reloads such a navigation instead (docs/decisions/0003).
 */
let ran = false;

export const markDirectCodeRan = () => {
  ran = true;
};
export const directCodeRan = () => ran;
