/**
 * Advertising master data: what the dealer's car ads carry on every car (the contact person, phone and e-mail, and
 * the closing text). A micro-frontend; its data comes from the page, or from its sandbox data where no advertising
 * service is connected; saving hands the edited data to the page.
 */
import { el, loadAndDraw } from '../../shared/src/widget-dom.ts';

export interface AdvertisingMasterData {
  readonly contactName: string;
  readonly phone: string;
  readonly email: string;
  readonly closingText: string;
}

export interface AdvertisingMasterDataProps {
  readonly load?: () => Promise<AdvertisingMasterData>;
  readonly onSave?: (data: AdvertisingMasterData) => void;
}

export const AdvertisingMasterDataTexts = {
  heading: 'Stamdata til annoncer',
  contactName: 'Kontaktperson',
  phone: 'Telefon',
  email: 'E-mail',
  closingText: 'Afsluttende tekst i annoncer',
  save: 'Gem',
  fallback: 'Service kan ikke hentes i øjeblikket.',
  emailInvalid: 'E-mail er ikke gyldig.',
} as const;

export const SANDBOX_MASTER_DATA: AdvertisingMasterData = {
  contactName: 'Mette Holm',
  phone: '70 20 30 40',
  email: 'salg@fjordbiler.dk',
  closingText: 'Vi tager gerne din bil i bytte. Ring og aftal en prøvetur.',
};

const FIELDS = ['contactName', 'phone', 'email', 'closingText'] as const;

const draw = (element: HTMLElement, data: AdvertisingMasterData, props: AdvertisingMasterDataProps): void => {
  const inputs = FIELDS.map((name) =>
    name === 'closingText'
      ? el('textarea', { attrs: { name, rows: '3' }, style: 'width:100%', text: data[name] })
      : el('input', { attrs: { name, value: data[name], type: name === 'email' ? 'email' : 'text' }, style: 'width:100%' }),
  );
  const message = el('p', { attrs: { role: 'alert' }, style: 'color:#c92a2a;margin:0' });
  const form = el(
    'form',
    {
      // The widget says in Danish what is wrong, rather than the browser in its own language.
      attrs: { novalidate: '' },
      on: {
        submit: (event) => {
          event.preventDefault();
          const edited = Object.fromEntries(inputs.map((input) => [input.name, input.value.trim()])) as unknown as AdvertisingMasterData;
          if (edited.email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(edited.email)) {
            message.textContent = AdvertisingMasterDataTexts.emailInvalid;
            return;
          }
          message.textContent = '';
          props.onSave?.(edited);
        },
      },
    },
    ...inputs.map((input, index) => el('label', { style: 'display:block;margin-bottom:6px' }, el('span', { style: 'display:block;font-size:13px', text: AdvertisingMasterDataTexts[FIELDS[index]!] }), input)),
    message,
    el('button', { attrs: { type: 'submit' }, text: AdvertisingMasterDataTexts.save }),
  );
  element.replaceChildren(el('h2', { text: AdvertisingMasterDataTexts.heading }), form);
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: AdvertisingMasterDataProps) => {
  const show = (next: AdvertisingMasterDataProps) =>
    loadAndDraw(element, next.load ?? (async () => SANDBOX_MASTER_DATA), (data) => draw(element, data, next), () => el('p', { attrs: { role: 'status' }, text: AdvertisingMasterDataTexts.fallback }));
  let cancel = show(props);
  return {
    update: (next: AdvertisingMasterDataProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
