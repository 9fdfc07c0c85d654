export const id = 303;
export const ids = [303];
export const modules = {

/***/ 4303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseYamlData: () => (/* binding */ parseYamlData)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(766);
// Owns reading a YAML text as plain data: YAML 1.2 core schema, no tags, no merge keys, no
// duplicate keys, aliases capped. Loaded on demand: only a YAML `smoke-cases` file needs it.


/** Aliases the YAML parser may resolve, weighted by what they expand to (an alias bomb fails). */
const MAX_ALIAS_COUNT = 100;
/** The data of a YAML text, or an Error saying why it is refused. */
function parseYamlData(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, {
        version: '1.2',
        schema: 'core',
        merge: false,
        resolveKnownTags: false,
        uniqueKeys: true,
        prettyErrors: false
    });
    refuseTags(doc);
    const [error] = [...doc.errors, ...doc.warnings];
    if (error !== undefined) {
        const at = lineAndColumn(text, error.pos[0]);
        throw new Error(`is not valid YAML at line ${at.line}, column ${at.column}: ${firstLine(error.message)}`);
    }
    try {
        return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        throw new Error(`is refused: its aliases expand too much (${error instanceof Error ? error.message : ''})`);
    }
}
/** A tag (`!!binary`, `!custom`) would make the parser build something else than plain data. */
function refuseTags(doc) {
    let tag;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, (_key, node) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) && node.tag !== undefined) {
            tag = node.tag;
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        }
        return undefined;
    });
    if (tag !== undefined) {
        throw new Error(`uses the YAML tag ${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(tag)}; a cases file holds plain data, no tags`);
    }
}
/** Line and column (both from 1) of the character at `offset`. */
function lineAndColumn(text, offset) {
    const before = text.slice(0, Math.max(0, offset)).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
function firstLine(text) {
    return text.split('\n')[0] ?? text;
}


/***/ })

};
