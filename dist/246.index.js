export const id = 246;
export const ids = [246];
export const modules = {

/***/ 246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deleteStep: () => (/* binding */ deleteStep)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(766);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3060);
// Owns deleting the deployment (`mode: delete`): one that does not exist is a success with a
// notice, so that clean-up jobs can be re-run.



/** Finds the deployment and deletes it; a missing one is not an error. */
async function deleteStep(ctx) {
    const { logger, inputs } = ctx;
    await logger.group(`Delete ${(0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(inputs)}`, async () => {
        const existing = await (0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .findTarget */ .FB)(ctx).catch((error) => {
            // A deployment named by ID that is gone already is what a re-run clean-up expects.
            if (inputs.deploymentId !== undefined && /no deployment with ID/.test((0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error))) {
                return undefined;
            }
            throw error;
        });
        if (existing === undefined) {
            logger.notice(`${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_2__/* .capitalize */ .ZH)((0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(inputs))} does not exist; nothing to delete.`);
            return;
        }
        (0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .reportDeployment */ .ac)(ctx, existing);
        if (await deleteDeployment(ctx, existing)) {
            logger.info(`Deleted deployment "${existing.name}" (${existing.id}).`);
        }
    });
}
/** Deletes it; false when it was gone already (a 404). */
async function deleteDeployment(ctx, existing) {
    return (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withContext */ .eQ)(`deleting deployment "${existing.name}" (${existing.id})`, async () => {
        try {
            await ctx.controlPlane.deleteDeployment({ id: existing.id });
            return true;
        }
        catch (error) {
            if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 && error.status === 404) {
                ctx.logger.notice(`Deployment "${existing.name}" (${existing.id}) was already deleted.`);
                return false;
            }
            throw error;
        }
    });
}


/***/ })

};
