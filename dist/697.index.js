export const id = 697;
export const ids = [697];
export const modules = {

/***/ 7697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rollbackMode: () => (/* binding */ rollbackMode),
/* harmony export */   smokeOrRollBack: () => (/* binding */ smokeOrRollBack)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(766);
/* harmony import */ var _control_plane_revisions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6688);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3060);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5604);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2113);
// Owns rolling back: after a failed smoke test (`rollback-on-failure`) and as `mode: rollback`,
// choosing the earlier revision, redeploying it once, and waiting until it serves again.






/** The status of a revision that went live; an older one keeps it after a newer one serves. */
const LIVE_ONCE = 'DEPLOYED';
/**
 * The smoke step of `mode: deploy` on the live revision; with `rollback-on-failure`, a failure
 * redeploys the revision that served before this run, then fails the step anyway.
 */
async function smokeOrRollBack(ctx, deployed, live) {
    try {
        await smoke(ctx, live.url);
    }
    catch (error) {
        if (!ctx.inputs.rollbackOnFailure || ctx.signal?.aborted === true)
            throw error;
        await rollBackAfterSmoke(ctx, { ...deployed, deployment: live.deployment }, error);
    }
}
/**
 * After a failed smoke test: redeploys the revision that served before this run when it was
 * DEPLOYED then, and waits until it is live. Always throws: the smoke failure, and what became
 * of the rollback (not possible, done, or failed too).
 */
async function rollBackAfterSmoke(ctx, deployed, smokeFailure) {
    const { logger } = ctx;
    const reason = (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(smokeFailure);
    const name = `deployment "${deployed.deployment.name}"`;
    const before = deployed.servingBefore;
    if (before === undefined) {
        const none = `no rollback: no revision served ${name} before this run (first deploy), so revision ${deployed.revisionId} stays live`;
        logger.warning(`The smoke test failed; ${none}.`);
        throw new Error(`${reason}; ${none}`, { cause: smokeFailure });
    }
    if (before.status !== LIVE_ONCE) {
        const was = before.status === undefined ? 'could not be read' : `was ${before.status}`;
        const none = `no rollback: revision ${before.id}, which served ${name} before this run, ${was} then, not ${LIVE_ONCE}, so revision ${deployed.revisionId} stays live`;
        logger.warning(`The smoke test failed; ${none}.`);
        throw new Error(`${reason}; ${none}`, { cause: smokeFailure });
    }
    logger.warning(`The smoke test failed: rolling ${name} back to revision ${before.id}, which served it before this run.`);
    let now;
    try {
        now = (await redeployAndWait(ctx, deployed.deployment, before.id, false)).revisionId;
    }
    catch (error) {
        // Until the redeploy is accepted, nothing changed: the run's revision still serves.
        const still = ctx.progress.report.rollback === undefined
            ? `; revision ${deployed.revisionId} still serves`
            : '';
        throw new Error(`${reason}; the rollback to revision ${before.id} failed too: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}${still}`, { cause: smokeFailure });
    }
    const what = now === before.id
        ? `revision ${now}, which served before this run, is live again`
        : `revision ${now}, a redeploy of revision ${before.id} which served before this run, is live now`;
    throw new Error(`${reason}; rolled back: ${what}; revision ${deployed.revisionId} no longer serves`, { cause: smokeFailure });
}
/**
 * `mode: rollback`: redeploys `revision-id`, or the newest DEPLOYED revision that is not the
 * active one, waits until it is live, and smoke-tests it when asked.
 */
async function rollbackMode(ctx) {
    const found = await (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveTarget */ .u1)(ctx, 'there is nothing to roll back');
    if (found === undefined) {
        throw new Error(`${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_5__/* .capitalize */ .ZH)((0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(ctx.inputs))} does not exist: there is nothing to roll back`);
    }
    const to = await ctx.logger.group(`Choose the revision to roll back to`, () => chooseRevision(ctx, found));
    const { live } = await redeployAndWait(ctx, found, to, true);
    if (live !== undefined && ctx.inputs.smokeTest)
        await smoke(ctx, live.url);
}
/** The smoke step, which the bundle loads (with the agent-server client) only when it runs. */
async function smoke(ctx, url) {
    await (await __webpack_require__.e(/* import() */ 553).then(__webpack_require__.bind(__webpack_require__, 3553))).smokeStep(ctx, url);
}
/**
 * The revision `mode: rollback` redeploys: `revision-id`, checked to be one of the deployment's
 * that went live once, or the newest DEPLOYED one that does not serve now (every page read).
 */
async function chooseRevision(ctx, deployment) {
    const name = `deployment "${deployment.name}" (${deployment.id})`;
    const given = ctx.inputs.revisionId;
    if (given !== undefined) {
        const status = await statusOf(ctx, deployment, given);
        if (status !== LIVE_ONCE) {
            throw new Error(`input 'revision-id': revision ${given} of ${name} is ${status}, so it never went live and there is nothing to redeploy; give a revision whose status is ${LIVE_ONCE}`);
        }
        ctx.logger.info(`Revision ${given} of ${name} is ${status}: rolling back to it.`);
        return given;
    }
    const active = deployment.active_revision_id;
    if (active === undefined) {
        throw new Error(`${name} does not say which revision serves it (no active_revision_id), so the revision to roll back to cannot be chosen; name it with input 'revision-id'`);
    }
    const listed = await ctx.controlPlane.listRevisions({
        deploymentId: deployment.id,
        statuses: [LIVE_ONCE]
    });
    const serving = active?.toLowerCase();
    const candidate = listed.find(r => r.status === LIVE_ONCE && r.id.toLowerCase() !== serving);
    if (candidate === undefined) {
        throw new Error(`${name} has no revision to roll back to: none with status ${LIVE_ONCE} besides the one serving now (${active ?? 'none'})`);
    }
    ctx.logger.info(`Rolling back to revision ${candidate.id}, the newest ${LIVE_ONCE} revision of ${name} that does not serve now (${active ?? 'none'} does).`);
    return candidate.id;
}
/** The status of `revisionId`, an error before any write when it is not one of the deployment's. */
async function statusOf(ctx, deployment, revisionId) {
    try {
        const revision = await ctx.controlPlane.getRevision({ deploymentId: deployment.id, revisionId });
        return revision.status;
    }
    catch (error) {
        if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 && error.status === 404) {
            throw new Error(`input 'revision-id': ${revisionId} is not a revision of deployment "${deployment.name}" (${deployment.id}) (${error.message}); give the ID of one of its revisions`, { cause: error });
        }
        throw error;
    }
}
/**
 * Redeploys `revisionId` of `deployment` (once: writes.ts settles an uncertain send) and waits
 * until the revision the answer names (or the redeployed one) is live (no `live` with `wait:
 * false`). `own`: the revision is the run's own (`mode: rollback`), its status the run's output.
 */
async function redeployAndWait(ctx, deployment, revisionId, own) {
    const baseline = (0,_control_plane_revisions_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineOf */ .Bv)(deployment);
    const answer = await ctx.logger.group(`Redeploy revision ${revisionId}`, async () => {
        const updated = await (0,_writes_js__WEBPACK_IMPORTED_MODULE_4__/* .redeployRevision */ .sM)(ctx, deployment, { baseline, revisionId });
        const named = (0,_control_plane_revisions_js__WEBPACK_IMPORTED_MODULE_1__/* .pickNewRevision */ .DO)(baseline, { latestId: updated.deployment.latest_revision_id });
        const target = updated.revisionId ?? (named.kind === 'found' ? named.id : revisionId);
        ctx.logger.info(target === revisionId
            ? `Redeployed revision ${revisionId}.`
            : `Redeployed revision ${revisionId}: the revision that results is ${target}.`);
        return { deployment: updated.deployment, target };
    });
    const { target } = answer;
    if (own)
        ctx.progress.revision(target);
    ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: false });
    const deployed = { ...answer, revisionId: target, created: false, baseline };
    if (own && !ctx.inputs.wait) {
        await (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .reportWithoutWaiting */ .S)(ctx, deployed);
        return { revisionId: target, live: undefined };
    }
    try {
        const live = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitUntilLive */ .z)(ctx, deployed, { track: own });
        ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: true });
        return { revisionId: target, live };
    }
    catch (error) {
        const failure = (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error);
        ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: false, failure });
        throw error;
    }
}


/***/ })

};
