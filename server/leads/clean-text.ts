// C0 and C1 control characters (line breaks included) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// The same, less the line feed and the tab that a multi-line message keeps.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]+/g;
// Bidirectional embeddings, overrides and isolates: they can make a name or subject read backwards.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

/** A field that must stay one line (name, company, e-mail, phone, a subject): controls become spaces. */
export function oneLine(value: string): string {
  return value.replace(BIDI_CONTROL, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** A free-text field: its own line breaks stay (as \n), other controls and bidi overrides go. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(BIDI_CONTROL, '')
    .replace(CONTROL_BUT_LINES, ' ')
    .trim();
}
