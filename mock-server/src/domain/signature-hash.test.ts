import { isSameSignatureText, signatureTextSha256 } from './signature-hash';

describe('signatureTextSha256', () => {
  it('hashes the exact UTF-8 text', () => {
    expect(signatureTextSha256('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(signatureTextSha256('我同意')).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureTextSha256('I agree.')).not.toBe(signatureTextSha256('I agree. '));
  });

  it('recognises the text the pad showed', () => {
    const text = 'Ich bestätige die Trainingseinheit.';
    expect(isSameSignatureText(text, signatureTextSha256(text))).toBe(true);
    expect(isSameSignatureText(text, signatureTextSha256(`${text}!`))).toBe(false);
    expect(isSameSignatureText(text, 'abc')).toBe(false);
  });
});
