export const id = 658;
export const ids = [658];
export const modules = {

/***/ 7658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   smokeMode: () => (/* binding */ smokeMode)
/* harmony export */ });
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(766);
/* harmony import */ var _control_plane_deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2582);
/* harmony import */ var _eval_eval_step_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7756);
/* harmony import */ var _live_smoke_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3951);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3060);
// Owns `mode: smoke`: the smoke test of a live agent server and, with 'eval-dataset', the eval
// gate on it (deploy's gate, reused). Nothing is written, so nothing is rolled back.





/**
 * `mode: smoke`: the smoke step against `deployment-url` or the named deployment's URL, then,
 * with 'eval-dataset', the eval gate on the revision that serves (its dataset read and checked
 * first, before the agent is tried). A failed verdict fails the step; nothing is rolled back.
 */
async function smokeMode(deps, inputs) {
    const live = await liveDeployment(deps, inputs);
    const url = inputs.deploymentUrl ?? (live === undefined ? '' : (0,_control_plane_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .agentUrl */ .lh)(live));
    // The live revision is the baseline's too: its own latest earlier experiment (eval/eval-baseline.ts).
    const gate = await (0,_eval_eval_step_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareEvalGate */ .L)(deps, inputs, live);
    await (0,_live_smoke_js__WEBPACK_IMPORTED_MODULE_2__/* .smokeStep */ .oT)(deps, inputs, url);
    await gate?.(url, live?.active_revision_id ?? undefined);
}
/**
 * The deployment whose agent server is tested, as read now; undefined with 'deployment-url' when
 * the run needs no more (no deployment named, or no gate whose experiment names its revision).
 */
async function liveDeployment(deps, inputs) {
    const named = inputs.deploymentName !== undefined || inputs.deploymentId !== undefined;
    const given = inputs.deploymentUrl !== undefined;
    if (given && (!named || inputs.evalDataset === undefined))
        return undefined;
    const missing = given
        ? "the eval gate's experiment names no revision"
        : 'there is nothing to smoke-test';
    const found = await (0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveTarget */ .u1)(deps, inputs, missing);
    if (found === undefined && !given) {
        throw new Error(`${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_4__/* .capitalize */ .ZH)((0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .describeTarget */ .ff)(inputs))} does not exist: ${missing}`);
    }
    return found;
}


/***/ })

};
