/**
 * The partner picker: the dealer chooses which finance or insurance partner a new offer on the case is made with.
 * A micro-frontend: built on its own, loaded by the app's widget host from its asset manifest, and drawn with the DOM
 * so it carries no framework of its own.
 */

export interface PickablePartner {
  /** The finance company id the offer will carry. */
  readonly company: number;
  readonly name: string;
  readonly kind: 'finance' | 'insurance';
  readonly logoUrl?: string;
}

export interface PartnerPickerProps {
  readonly partners: readonly PickablePartner[];
  /** The case already has the most offers it may have: nothing can be picked. */
  readonly limitReached?: boolean;
  readonly onPick: (partner: PickablePartner) => void;
}

export const PartnerPickerTexts = {
  heading: 'Vælg samarbejdspartner',
  finance: 'Finansiering',
  insurance: 'Forsikring',
  none: 'Der er ingen samarbejdspartnere at vælge.',
  limit: 'Sagen har allerede 5 tilbud.',
} as const;

const section = (title: string, partners: readonly PickablePartner[], props: PartnerPickerProps): HTMLElement | null => {
  if (partners.length === 0) return null;
  const group = document.createElement('section');
  const heading = document.createElement('h3');
  heading.textContent = title;
  const list = document.createElement('ul');
  list.style.cssText = 'list-style:none;padding:0;margin:0 0 12px;display:flex;flex-wrap:wrap;gap:8px';
  for (const partner of partners) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = partner.name;
    button.disabled = props.limitReached === true;
    button.style.cssText = 'padding:8px 12px;border:1px solid #5c5f66;border-radius:4px;background:#fff;color:#1a1b1e;cursor:pointer';
    button.addEventListener('click', () => props.onPick(partner));
    item.append(button);
    list.append(item);
  }
  group.append(heading, list);
  return group;
};

const draw = (element: HTMLElement, props: PartnerPickerProps): void => {
  const heading = document.createElement('h2');
  heading.textContent = PartnerPickerTexts.heading;
  const parts: (HTMLElement | null)[] = [heading];
  if (props.limitReached) {
    const note = document.createElement('p');
    note.textContent = PartnerPickerTexts.limit;
    parts.push(note);
  }
  parts.push(
    section(PartnerPickerTexts.finance, props.partners.filter((partner) => partner.kind === 'finance'), props),
    section(PartnerPickerTexts.insurance, props.partners.filter((partner) => partner.kind === 'insurance'), props),
  );
  if (props.partners.length === 0) {
    const none = document.createElement('p');
    none.textContent = PartnerPickerTexts.none;
    parts.push(none);
  }
  element.replaceChildren(...parts.filter((part): part is HTMLElement => part !== null));
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: PartnerPickerProps) => {
  draw(element, props);
  return {
    update: (next: PartnerPickerProps) => draw(element, next),
    unmount: () => element.replaceChildren(),
  };
};
