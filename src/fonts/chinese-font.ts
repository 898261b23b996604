/**
 * Noto Sans SC as a web font, regular weight, sliced by Unicode range so that a page fetches only
 * the slices of the characters it shows. Loaded where head office's content is written in Chinese
 * characters (the footer's filing number, 京ICP备…; `HeadOfficeText`), for a machine without a
 * Chinese font, where they would show as empty boxes. A machine with one draws them in its own
 * (the `:lang(zh)` rule of src/styles.css) and fetches no slice.
 */
import '@fontsource/noto-sans-sc/400.css';
