/**
 * A form control's `labels` for the tests' DOM. jsdom answers it by walking the whole document and asking every label
 * for its control, each label with `for` walking the document again to find that id: on the case page (hundreds of
 * labels, thousands of nodes) every accessible name the testing library computes cost milliseconds, about a tenth of a
 * case page test's time. The answer is the HTML standard's, found from the control: the labels whose `for` names its id (when
 * it is the first element with that id) and the labels around it without `for` whose first labelable element it is.
 */

const LABELABLE = 'button, input, meter, output, progress, select, textarea';

const isLabelable = (element: Element): boolean =>
  LABELABLE.split(', ').includes(element.localName) && !(element.localName === 'input' && (element as HTMLInputElement).type === 'hidden');

const firstLabelableIn = (label: Element): Element | undefined => [...label.querySelectorAll(LABELABLE)].find(isLabelable);

/** An id as a CSS attribute value in double quotes. */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The first element in tree order with this id (a document keeps them by id; a detached tree is searched). */
const firstWithId = (root: ParentNode & Node, id: string): Element | null => {
  if (root instanceof Document) return root.getElementById(id);
  if (root instanceof Element && root.id === id) return root;
  return root.querySelector(`[id=${quoted(id)}]`);
};

export function labelsOf(this: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(this)) return null;
  const found: HTMLLabelElement[] = [];
  for (let ancestor = this.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (ancestor.localName === 'label' && !ancestor.hasAttribute('for') && firstLabelableIn(ancestor) === this) found.push(ancestor as HTMLLabelElement);
  }
  const root = this.getRootNode() as ParentNode & Node;
  if (this.id !== '' && 'querySelectorAll' in root) {
    const naming = [...root.querySelectorAll<HTMLLabelElement>(`label[for=${quoted(this.id)}]`)];
    if (root instanceof Element && root.localName === 'label' && root.getAttribute('for') === this.id) naming.unshift(root as HTMLLabelElement);
    if (naming.length > 0 && firstWithId(root, this.id) === this) found.push(...naming);
  }
  // In document order, as the standard's list is.
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

const CONTROLS = ['HTMLInputElement', 'HTMLButtonElement', 'HTMLMeterElement', 'HTMLOutputElement', 'HTMLProgressElement', 'HTMLSelectElement', 'HTMLTextAreaElement'] as const;

/** The window's own getters, kept to compare with. */
const ownGetters = new Map<string, () => unknown>();

/** What the window's own `labels` answers for this control (jsdom's walk). */
export const ownLabelsOf = (control: Element): Element[] | null => {
  const own = ownGetters.get(control.constructor.name)?.call(control) as ArrayLike<Element> | null | undefined;
  return own ? Array.from(own) : null;
};

/** Puts `labelsOf` in place of the window's own `labels` on every kind of form control. */
export const installLabels = (window: Window & typeof globalThis): void => {
  for (const name of CONTROLS) {
    const control = (window as unknown as Record<string, { prototype: object } | undefined>)[name];
    if (!control) continue;
    const own = Object.getOwnPropertyDescriptor(control.prototype, 'labels')?.get;
    if (own && !ownGetters.has(name)) ownGetters.set(name, own);
    Object.defineProperty(control.prototype, 'labels', { configurable: true, get: labelsOf });
  }
};
