/** The query parameter of the page open in the editor: `?tab=pages&pagina=12` (decision 059). */
export const EDITED_PAGE = "pagina";
