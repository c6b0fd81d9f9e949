import {
  Alert,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Input,
  Loader,
  Modal,
  Notification,
  PasswordInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { darkenTo } from './contrast.ts';
import classes from './theme.module.css';

/** WCAG AA: normal text needs a contrast of 4.5:1 against what is behind it. */
export const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

/**
 * The names of the close buttons ('×') of the theme's dialogs and drawers, and of its alerts and messages. Not a bare
 * 'Luk': many dialogs have a 'Luk' button of their own, and two buttons of one name leave a user guessing.
 */
const CLOSE_WINDOW = 'Luk vinduet';
const CLOSE_MESSAGE = 'Luk beskeden';

/**
 * Shades 8 and 9 of each colour are the ones that carry text: shade 8 is the filled button or badge under white text
 * and text on white (`c="orange.8"`), shade 9 the text of a light alert, badge or the active menu entry on its pale
 * shade 1, or shade 2 under the pointer. Mantine's green, orange, teal, cyan, yellow and lime are too light for that
 * (green 8 is 3.4:1 on white), and blue 9 is 4:1 on blue 2; each is darkened just enough to reach 4.5:1. Shades
 * already dark enough keep Mantine's values.
 */
const readable = (palette: MantineColorsTuple): MantineColorsTuple => {
  const shade8 = darkenTo(palette[8], WHITE, TEXT_CONTRAST);
  const shade9 = darkenTo(palette[9], palette[2], TEXT_CONTRAST);
  return colorsTuple([...palette.slice(0, 8), shade8, shade9]);
};

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, readable(palette)]),
);

export const theme = createTheme({
  colors,
  primaryColor: 'blue',
  // White on Mantine's default shade 6 is 3.6:1 (blue) or 3.3:1 (red); shade 8 reaches 4.5:1 or more (above), and
  // is the colour of filled buttons, badges, checked boxes, links and the focus ring.
  primaryShade: { light: 8, dark: 8 },
  // A filled colour picked lighter than that (`color="yellow.4"`) gets black text. The threshold is the luminance at
  // which white text has exactly 4.5:1, so either choice meets it.
  autoContrast: true,
  luminanceThreshold: 1.05 / TEXT_CONTRAST - 0.05,
  defaultRadius: 'sm',
  focusRing: 'auto',
  components: {
    Input: Input.extend({ classNames: { input: classes.input } }),
    // A dialog's title bar is drawn as a <header>, which reads as a second banner of the page beside the app's own.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': CLOSE_WINDOW }, attributes: { header: { role: 'none' } } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': CLOSE_WINDOW }, attributes: { header: { role: 'none' } } } }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: CLOSE_MESSAGE } }),
    Notification: Notification.extend({ classNames: { description: classes.notificationDescription }, defaultProps: { closeButtonProps: { 'aria-label': CLOSE_MESSAGE } } }),
    // A spinner's name ('Indlæser...') is only allowed on an element with a role; a status is what it is.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // The show-password button is reached by Tab like any other button (Mantine takes it out of the tab order).
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
  },
});

/**
 * Mantine's dimmed text (grey 6, #868e96) is 3.3:1 on white. This grey stays quieter than the body text while
 * reaching 4.5:1 on every light background the app puts it on: white, the striped and hovered grey rows, and the
 * light blue of a selected row.
 */
export const DIMMED = '#5c636a';
export const DIMMED_BACKGROUNDS = [WHITE, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1], DEFAULT_THEME.colors.gray[2], DEFAULT_THEME.colors.blue[0], DEFAULT_THEME.colors.blue[1]];

/**
 * The hint in an empty field ('Søg…', 'DD-MM-ÅÅÅÅ') is read before anything is typed: Mantine's grey 5 (#adb5bd) is
 * 2.1:1 on white. Mantine's grey 6, darkened just enough to reach 4.5:1 on the palest grey a field is drawn on, stays
 * lighter than what is typed.
 */
export const PLACEHOLDER_BACKGROUNDS = [WHITE, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];
export const PLACEHOLDER = darkenTo(DEFAULT_THEME.colors.gray[6], DEFAULT_THEME.colors.gray[1], TEXT_CONTRAST);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error messages and the red border of a wrong field: Mantine's red 6 is 3.3:1 on white, red 8 4.5:1.
  light: { '--mantine-color-dimmed': DIMMED, '--mantine-color-error': 'var(--mantine-color-red-8)', '--mantine-color-placeholder': PLACEHOLDER },
  dark: {},
});
