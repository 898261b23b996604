/** arabic-persian-reshaper ships no types: the one call the documents use. */
declare module 'arabic-persian-reshaper' {
  const reshaper: {
    ArabicShaper: {
      /** Arabic letters as their contextual presentation forms (initial, medial, final, ligatures). */
      convertArabic(text: string): string;
    };
  };
  export default reshaper;
}
