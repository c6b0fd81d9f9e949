import { afterEach, describe, expect, it } from 'vitest';
import { labelsOf, ownLabelsOf } from './labels.ts';

/** The tests' `labels` answers as jsdom's own does, on every way a control can be labelled. */
const controlsIn = (html: string): HTMLElement[] => {
  document.body.innerHTML = html;
  return [...document.body.querySelectorAll<HTMLElement>('button, input, meter, output, progress, select, textarea')];
};
const ids = (labels: readonly Element[] | null) => labels?.map((label) => label.getAttribute('data-name'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a control’s labels', () => {
  it.each([
    ['named by for', '<label data-name="a" for="x">A</label><input id="x">'],
    ['around it', '<label data-name="a">A <input></label>'],
    ['around it, with another control first', '<label data-name="a">A <select></select><input></label>'],
    ['around it, a hidden input first', '<label data-name="a">A <input type="hidden"><textarea></textarea></label>'],
    ['around it with a for naming another', '<label data-name="a" for="y">A <input id="x"></label><input id="y">'],
    ['several, in document order', '<label data-name="b" for="x">B</label><div><label data-name="a">A <input id="x"></label></div><label data-name="c" for="x">C</label>'],
    ['an empty for', '<label data-name="a" for="">A <input id=""></label>'],
    ['an id used twice: only the first element gets the label', '<label data-name="a" for="x">A</label><input id="x"><input id="x">'],
    ['a for naming something not labelable', '<label data-name="a" for="x">A</label><div id="x"><input id="x"></div>'],
    ['a hidden input', '<label data-name="a" for="x">A</label><input id="x" type="hidden">'],
    ['ids with quotes and backslashes', '<label data-name="a" for=\'q"\\x\'>A</label><input id=\'q"\\x\'><button id="b">B</button><label data-name="b" for="b">B</label>'],
    ['nested labels', '<label data-name="outer">O <label data-name="inner">I <input></label></label>'],
    ['no label at all', '<input id="x"><meter></meter><output></output><progress></progress>'],
  ])('%s', (_name, html) => {
    const controls = controlsIn(html);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(ids(labelsOf.call(control))).toEqual(ids(ownLabelsOf(control)));
  });

  it('finds the labels of a control outside the document, in its own tree', () => {
    const label = document.createElement('label');
    label.setAttribute('data-name', 'a');
    const input = document.createElement('input');
    label.append('A ', input);
    expect(ids(labelsOf.call(input))).toEqual(['a']);
    expect(ids(ownLabelsOf(input))).toEqual(['a']);
  });

  it('is what the window answers', () => {
    const [input] = controlsIn('<label data-name="a" for="x">A</label><input id="x">') as HTMLInputElement[];
    expect(ids(Array.from(input!.labels!))).toEqual(['a']);
  });
});
