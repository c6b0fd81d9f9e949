import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFStream, PDFString, StandardFonts } from 'pdf-lib';

/**
 * A PDF that does things when it is opened, as an attacker would upload it for an appendix: JavaScript when the
 * document opens and when its page opens, a program started when the page closes, document-level JavaScript, a link
 * to a web address, an attached HTML file both on the page and in the document, and a form field whose action runs
 * JavaScript. Its pages say `marker side n`.
 */
export const activePdf = async (marker: string, pages = 1): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const { context } = document;
  const script = (code: string) => context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));
  const payload = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');

  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`${marker} side ${number}`, { x: 50, y: 780, size: 14, font });
    const file = context.register(context.flateStream(payload, { Type: 'EmbeddedFile', Subtype: 'text/html' }));
    const fileSpec = context.register(context.obj({ Type: 'Filespec', F: PDFString.of('bilag.html'), UF: PDFString.of('bilag.html'), EF: { F: file } }));
    const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 770, 300, 800], Border: [0, 0, 0], A: { S: 'URI', URI: PDFString.of('https://angriber.invalid/') } });
    const attachment = context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [400, 770, 420, 790], FS: fileSpec, Contents: PDFString.of('Åbn mig') });
    page.node.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(attachment)]));
    const launch = context.register(context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('cmd.exe') }));
    page.node.set(PDFName.of('AA'), context.obj({ O: script(`app.alert('side ${number}')`), C: launch }));
  }
  document.catalog.set(PDFName.of('OpenAction'), script("app.launchURL('https://angriber.invalid/')"));
  document.addJavaScript('bilag', "app.alert('dokument')");
  await document.attach(payload, 'bilag.html', { mimeType: 'text/html', description: 'Bilag' });
  const field = document.getForm().createTextField('bilag.felt');
  field.addToPage(document.getPage(0), { x: 50, y: 600, width: 200, height: 20 });
  field.acroField.dict.set(PDFName.of('AA'), context.obj({ K: script("event.value = 'x'") }));
  // Without object streams, so that the test can see every entry in the uploaded file's bytes.
  return document.save({ useObjectStreams: false });
};

/** The names of what makes a PDF act: actions, scripts, links and attached files. */
export const ACTIVE_NAMES = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/URI', '/EmbeddedFile', '/EmbeddedFiles', '/Launch', '/FileAttachment', '/Link'] as const;

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/**
 * Every one of `ACTIVE_NAMES` found in the PDF: in its bytes as written, and in every object as a reader parses it,
 * with compressed object streams and streams unpacked (a name followed by a delimiter, so that a font named
 * `AAAAAA+Inter` is no `/AA`).
 */
export const activeNamesIn = async (pdf: Uint8Array): Promise<string[]> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  let text = latin1(pdf);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream) {
      text += `\n${object.dict.toString()}`;
      if (object instanceof PDFRawStream) {
        try {
          text += `\n${latin1(decodePDFRawStream(object).decode())}`;
        } catch {
          text += `\n${latin1(object.contents)}`;
        }
      }
    } else {
      text += `\n${object.toString()}`;
    }
  }
  return ACTIVE_NAMES.filter((name) => new RegExp(`${name}(?=[\\s/\\[\\]<>(){}%]|$)`).test(text));
};
