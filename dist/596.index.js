export const id = 596;
export const ids = [596];
export const modules = {

/***/ 2053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ logComparison),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   yJ: () => (/* binding */ EvalGateError)
/* harmony export */ });
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(766);
/* harmony import */ var _live_smoke_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3951);
/* harmony import */ var _report_eval_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7427);



/** Failures of examples named in the step's message at most. */
const NAMED_FAILURES = 5;
/** The gate judged the revision and it failed: below the threshold, or dropped from the baseline. */
class EvalGateError extends Error {
    name = 'EvalGateError';
}
/** Throws when the gate failed the revision, or passed it without recording it all. */
function judge(result) {
    const { verdict, baseline, outcomes, recordError } = result;
    if (result.share < result.threshold) {
        throw new EvalGateError(`eval gate failed: ${verdict}; ${failures(outcomes)}`);
    }
    if (baseline?.failed === true) {
        throw new EvalGateError(`eval gate failed: ${verdict}, but ${baseline.text}; ${failures(outcomes)}`);
    }
    const comparison = baseline?.comparison;
    if (comparison?.failed === true) {
        throw new EvalGateError(`eval gate failed: ${verdict}, but ${regressed(comparison)}; ${failures(outcomes)}`);
    }
    if (recordError !== undefined) {
        throw new _live_smoke_js__WEBPACK_IMPORTED_MODULE_0__/* .SmokeRefusedError */ .aC(`eval gate passed (${verdict}), but the experiment could not be recorded in full: ${recordError}`);
    }
}
/** The failed examples, the first few named with their first difference. */
function failures(outcomes) {
    const failed = outcomes.filter(o => !o.passed);
    const named = failed
        .slice(0, NAMED_FAILURES)
        .map(o => `example ${o.exampleId} (${o.runs === 1 ? '' : `${(0,_report_eval_table_js__WEBPACK_IMPORTED_MODULE_1__/* .runsPassed */ .x)(o)}: `}${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(o.comment, 200)})`);
    const more = failed.length > NAMED_FAILURES ? `; and ${failed.length - NAMED_FAILURES} more` : '';
    return `failed: ${named.join('; ')}${more}`;
}
/** The regressions, more than 'eval-max-regressions', the first few named with their input. */
function regressed(comparison) {
    const { regressions } = comparison;
    const named = regressions
        .slice(0, NAMED_FAILURES)
        .map(r => `example ${r.exampleId} ("${r.input}")`);
    const more = regressions.length > NAMED_FAILURES ? `, and ${regressions.length - NAMED_FAILURES} more` : '';
    return `${regressions.length} example${regressions.length === 1 ? '' : 's'} that passed on the baseline fail${regressions.length === 1 ? 's' : ''} now, more than 'eval-max-regressions' (${comparison.maxRegressions ?? 0}): ${named.join(', ')}${more}`;
}
/** The comparison with the baseline example by example, or why its runs could not be read. */
function logComparison(logger, baseline) {
    if (baseline?.runsUnread !== undefined) {
        logger.warning(`Eval gate baseline: ${baseline.runsUnread}: examples not compared one by one; 'eval-max-regressions' not applied.`);
    }
    const comparison = baseline?.comparison;
    if (comparison === undefined)
        return;
    const { regressions, improvements, compared, notCompared } = comparison;
    logger.info(`Eval gate baseline, example by example: ${regressions.length} regressed, ${improvements.length} improved of ${compared} compared${notCompared === 0 ? '' : ` (${notCompared} not compared: on one side only, or unscored on the baseline)`}.`);
}


/***/ }),

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rollbackMode: () => (/* binding */ rollbackMode),
  smokeOrRollBack: () => (/* binding */ smokeOrRollBack)
});

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
// EXTERNAL MODULE: ./src/control-plane/deployments.ts
var deployments = __webpack_require__(2582);
// EXTERNAL MODULE: ./src/control-plane/revisions.ts
var control_plane_revisions = __webpack_require__(6688);
;// CONCATENATED MODULE: ./src/control-plane/rollback-target.ts
// Owns which revision `mode: rollback` goes back to: never forward in time, never to a copy of
// what serves: a copy is a revision of the same source (revisions.ts `sourceKey`).

/**
 * The revision `mode: rollback` redeploys when no `revision-id` is given: the newest DEPLOYED
 * revision older than the *original* of the serving one (the oldest DEPLOYED revision with the
 * same source, which a redeploy copies), whose source differs from the serving one's. So a
 * rollback after G, B, then G' (a redeploy of G) goes to the release before G, never to B, and
 * each further rollback walks one release further back.
 */
function chooseRollbackTarget(candidates) {
    const { serving, digests = new Map() } = candidates;
    const keyOf = (revision) => (0,control_plane_revisions/* sourceKey */.Zt)(revision, digests);
    const key = keyOf(serving);
    if (key === undefined)
        return { kind: 'unknown-source', serving };
    const listed = candidates.deployed.filter(r => !(0,control_plane_revisions/* sameId */.s)(r.id, serving.id));
    const all = (0,control_plane_revisions/* newestFirst */.ll)([serving, ...listed]);
    const copies = all.filter(revision => keyOf(revision) === key);
    const original = copies.at(-1) ?? serving;
    const at = all.indexOf(original);
    const differs = (revision) => keyOf(revision) !== key;
    const target = all.slice(at + 1).find(differs);
    if (target === undefined)
        return { kind: 'none', serving, original };
    const passedOver = all.slice(0, at).filter(differs);
    const unknown = [serving, target].filter(r => (0,control_plane_revisions/* archiveDigest */.Bk)(r, digests) === null);
    const uploads = [serving, target].filter(r => (0,control_plane_revisions/* artefacts */.Os)(r).tarball !== undefined);
    const contentsKnown = uploads.length < 2 || unknown.length === 0;
    return { kind: 'found', serving, original, target, passedOver, contentsKnown };
}

;// CONCATENATED MODULE: ./src/control-plane/rollback-choice.ts
// Owns which revision `mode: rollback` redeploys: `revision-id` checked (or found serving
// already), else the release before the one serving now; the log says which serves and why.



/** Newer releases a rollback skipped, named in its log; the rest are counted. */
const PASSED_OVER_SHOWN = 5;
/**
 * The revision `mode: rollback` redeploys: `revision-id`, checked to be one of the deployment's
 * that went live once (or that serves already), or the release before the one serving now.
 */
async function chooseRevision(deps, { deployment, revisionId: given, digests = new Map() }) {
    const name = `deployment "${deployment.name}" (${deployment.id})`;
    if (given === undefined) {
        const { target, serving } = await releaseBefore(deps, deployment, digests);
        return { kind: 'redeploy', revisionId: target.id, target, serving };
    }
    const revision = await revisionOf(deps, deployment, given);
    const active = deployment.active_revision_id || undefined;
    const serving = active === undefined || active.toLowerCase() === revision.id.toLowerCase()
        ? revision
        : await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active });
    if (active !== undefined && (0,control_plane_revisions/* servesAlready */.pb)(revision, serving, digests)) {
        const copy = serving === revision
            ? ''
            : ` (a copy of revision ${given}'s source: ${(0,control_plane_revisions/* describeSource */.B6)(serving, digests)})`;
        deps.logger.info(`Revision ${serving.id}${copy} already serves ${name}: nothing to roll back, nothing redeployed.`);
        return { kind: 'serving', revision: serving };
    }
    if (revision.status !== control_plane_revisions/* LIVE_ONCE */.ZG) {
        throw new Error(`input 'revision-id': revision ${given} of ${name} is ${revision.status}, so it never went live and there is nothing to redeploy; give a revision whose status is ${control_plane_revisions/* LIVE_ONCE */.ZG}`);
    }
    deps.logger.info(`Revision ${given} of ${name} is ${revision.status}: rolling back to it.`);
    const before = active === undefined ? undefined : serving;
    return { kind: 'redeploy', revisionId: given, target: revision, serving: before };
}
/**
 * Without `revision-id`: the release before the one serving now, read from every DEPLOYED
 * revision (every page), chosen by {@link chooseRollbackTarget}; the log says why.
 */
async function releaseBefore(deps, deployment, digests) {
    const name = `deployment "${deployment.name}" (${deployment.id})`;
    const active = deployment.active_revision_id;
    if (!active) {
        const said = active === undefined
            ? 'does not say which revision serves it (no active_revision_id)'
            : 'has no revision serving it now (active_revision_id is null)';
        throw new Error(`${name} ${said}, so the revision before it cannot be chosen; name the revision to roll back to with input 'revision-id'`);
    }
    const deployed = await deps.controlPlane.listRevisions({
        deploymentId: deployment.id,
        statuses: [control_plane_revisions/* LIVE_ONCE */.ZG]
    });
    const serving = deployed.find(r => r.id.toLowerCase() === active.toLowerCase()) ??
        (await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active }));
    const choice = chooseRollbackTarget({ serving, deployed, digests });
    deps.logger.info(`Revision ${serving.id} serves ${name} now (${(0,control_plane_revisions/* describeSource */.B6)(serving, digests)}).`);
    if (choice.kind === 'unknown-source') {
        throw new Error(`${name}: the revision serving now, ${serving.id}, names no commit, image or archive in its source_revision_config, so whether it is a redeploy of an older one cannot be told, nor which release came before it; name the revision to roll back to with input 'revision-id'`);
    }
    const { original } = choice;
    deps.logger.info(original === serving
        ? `It is its own original: no older ${control_plane_revisions/* LIVE_ONCE */.ZG} revision has its source.`
        : `It is a redeploy of revision ${original.id} (created ${original.created_at ?? 'at a time not told'}), the oldest ${control_plane_revisions/* LIVE_ONCE */.ZG} revision with its source: the release it serves.`);
    if (choice.kind === 'none') {
        throw new Error(`${name} has no revision to roll back to: no revision with status ${control_plane_revisions/* LIVE_ONCE */.ZG} is older than revision ${original.id} (the original of ${serving.id}, which serves now) with another source; a rollback never moves forward in time`);
    }
    const { target, passedOver } = choice;
    // Two uploads whose digests are not both known may hold the same tree: never said to differ.
    const why = choice.contentsKnown
        ? 'whose source differs from the serving one'
        : `from another upload (contents not known), which may hold the same tree: GitHub records no digest of both archives`;
    deps.logger.info(`Rolling back to revision ${target.id} (${(0,control_plane_revisions/* describeSource */.B6)(target, digests)}): the newest ${control_plane_revisions/* LIVE_ONCE */.ZG} revision older than ${original.id} ${why}.${passedOverNote(passedOver)}`);
    return { target, serving };
}
/** What the log says of newer releases the rollback skipped (the bad build among them). */
function passedOverNote(passedOver) {
    if (passedOver.length === 0)
        return '';
    const shown = passedOver.slice(0, PASSED_OVER_SHOWN).map(r => r.id);
    const more = passedOver.length - shown.length;
    const list = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return ` Not ${list}: newer than ${passedOver.length === 1 ? 'that release, it is' : 'that release, they are'} no way back (a rollback never moves forward in time).`;
}
/** The revision `revisionId`, an error before any write when it is not one of the deployment's. */
async function revisionOf(deps, deployment, revisionId) {
    try {
        return await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId });
    }
    catch (error) {
        if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404) {
            throw new Error(`input 'revision-id': ${revisionId} is not a revision of deployment "${deployment.name}" (${deployment.id}) (${error.message}); give the ID of one of its revisions`, { cause: error });
        }
        throw error;
    }
}

// EXTERNAL MODULE: ./src/base/revision-status.ts
var revision_status = __webpack_require__(83);
;// CONCATENATED MODULE: ./src/control-plane/rollback-guard.ts
// Owns "may we still roll back?": the deployment read again just before a rollback's write, so
// that a rollback never replaces a release another writer made (or is making) since it decided.



/**
 * The rule, pure: a rollback may go on only while the revision it was decided on (or, with
 * `copiesCount`, a copy of its source) serves, and no newer revision that is not final-failed
 * (a status of {@link classifyStatus} 'deployed' or 'in-progress', unknown ones included) is on
 * its way to serve. Copies of the decided-on source are no newer release. When none served as it
 * was decided, it may go on only while none serves.
 */
function mayStillRollBack(c) {
    const verdict = judgedByRevisions(c);
    const { latestId } = c;
    const unlisted = latestId !== undefined &&
        !(0,control_plane_revisions/* sameId */.s)(latestId, c.decidedOnId ?? '') &&
        !c.revisions.some(r => (0,control_plane_revisions/* sameId */.s)(r.id, latestId));
    if (verdict.kind === 'go' && unlisted) {
        return {
            kind: 'cannot-tell',
            why: `the deployment names revision ${latestId} as its latest, which its revision list does not show (it may lag), so whether it is on its way cannot be told`
        };
    }
    const { decided, now } = c.updatedAt ?? {};
    if (verdict.kind !== 'go' || decided === undefined)
        return verdict;
    if (now === undefined || decided === now)
        return verdict;
    // The list, read before the deployment, judged every revision down to the decided-on one; it
    // explains the move when it shows a revision made at or after it (else it lags, or a write
    // that makes no revision moved it). Without a decided-on revision, no move is explained.
    if (c.decidedOnId !== undefined && c.revisions.some(r => madeAtOrAfter(r, now)))
        return verdict;
    return {
        kind: 'cannot-tell',
        why: `the deployment changed since the rollback was decided (its updated_at moved from ${decided} to ${now}), which the answers read do not explain`
    };
}
function madeAtOrAfter(revision, at) {
    const made = Date.parse(revision.created_at ?? '');
    return Number.isFinite(made) && made >= Date.parse(at);
}
function judgedByRevisions(c) {
    const { serving, decidedOnId } = c;
    if (decidedOnId === undefined) {
        if (serving !== undefined)
            return { kind: 'serving-changed', serving };
        return judgedFromList((0,control_plane_revisions/* newestFirst */.ll)(c.revisions));
    }
    if (serving === undefined) {
        return { kind: 'cannot-tell', why: 'the deployment names no revision serving it now' };
    }
    const all = (0,control_plane_revisions/* newestFirst */.ll)(c.revisions);
    const at = all.findIndex(r => (0,control_plane_revisions/* sameId */.s)(r.id, decidedOnId));
    const decidedOn = at < 0 ? undefined : all[at];
    if (decidedOn === undefined) {
        return {
            kind: 'cannot-tell',
            why: `revision ${decidedOnId} is not among the deployment's revisions as listed, so which are newer cannot be told`
        };
    }
    const same = (r) => (0,control_plane_revisions/* sameId */.s)(r.id, decidedOn.id) || (c.copiesCount && (0,control_plane_revisions/* servesAlready */.pb)(decidedOn, r));
    if (!same(serving))
        return { kind: 'serving-changed', serving };
    const newer = all
        .slice(0, at)
        .find(r => !same(r) && ['deployed', 'in-progress'].includes((0,revision_status/* classifyStatus */.xo)(r.status)));
    return newer === undefined ? { kind: 'go' } : { kind: 'newer-on-its-way', newer };
}
/**
 * None served as the rollback was decided and the deployment names none now (a service may leave
 * `active_revision_id` out): the revisions listed judge. One on its way (queued, building,
 * deploying) is another writer's release that the redeploy would replace.
 */
function judgedFromList(all) {
    const newer = all.find(r => (0,revision_status/* classifyStatus */.xo)(r.status) === 'in-progress');
    return newer === undefined ? { kind: 'go' } : { kind: 'newer-on-its-way', newer };
}
/**
 * Reads `deployment` again, its revisions down to the decided-on one, and the serving one; judges
 * them by {@link mayStillRollBack}. A read that fails is a verdict too: what serves cannot be told.
 */
async function readGuard(deps, deployment, decided) {
    const { controlPlane } = deps;
    try {
        // Newest first, page after page down to the decided-on one: every newer revision is read.
        // The list first: a write after it moves the deployment's updated_at, read next.
        const revisions = await controlPlane.listRevisions({
            deploymentId: deployment.id,
            until: r => (0,control_plane_revisions/* sameId */.s)(r.id, decided.decidedOnId ?? '')
        });
        const now = await controlPlane.getDeployment({ id: deployment.id });
        const activeId = now.active_revision_id || undefined;
        const serving = activeId === undefined
            ? undefined
            : (revisions.find(r => (0,control_plane_revisions/* sameId */.s)(r.id, activeId)) ??
                (await controlPlane.getRevision({ deploymentId: deployment.id, revisionId: activeId })));
        const { decidedOnId, copiesCount, decidedOn } = decided;
        const updatedAt = decidedOn === undefined
            ? undefined
            : { decided: decidedOn.updated_at || undefined, now: now.updated_at || undefined };
        const latestId = now.latest_revision_id || undefined;
        const verdict = mayStillRollBack({
            decidedOnId,
            copiesCount,
            serving,
            revisions,
            updatedAt,
            latestId
        });
        return { verdict, deployment: now, revisions: (0,control_plane_revisions/* newestFirst */.ll)(revisions) };
    }
    catch (error) {
        if (deps.signal?.aborted === true)
            throw error;
        const why = `reading deployment "${deployment.name}" again failed (${(0,errors/* errorMessage */.gJ)(error)})`;
        return { verdict: { kind: 'cannot-tell', why }, deployment, revisions: [] };
    }
}

// EXTERNAL MODULE: ./src/control-plane/writes/ownership.ts
var ownership = __webpack_require__(5746);
// EXTERNAL MODULE: ./src/control-plane/writes/settled-write.ts
var settled_write = __webpack_require__(6968);
// EXTERNAL MODULE: ./src/run/github.ts + 1 modules
var run_github = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/live/smoke.ts
var smoke = __webpack_require__(3951);
// EXTERNAL MODULE: ./src/run/source-digests.ts
var source_digests = __webpack_require__(5876);
;// CONCATENATED MODULE: ./src/run/rollback-decision.ts
// Owns whether and to what a failed smoke test rolls back: what served just before this run's
// revision, read with the guard just before the redeploy, and why there is no rollback otherwise.


/**
 * Whether the failed revision of `deployed` may be rolled back, and to what: not after a create
 * (nothing served before); not when, read again just now, another release serves or is on its
 * way; else to what served just before this run's revision, when that went live.
 */
async function decideRollback(deps, deployed) {
    const name = `deployment "${deployed.deployment.name}"`;
    const stays = `revision ${deployed.revisionId} stays live`;
    const none = (why) => ({ kind: 'none', none: `no rollback: ${why}` });
    if (deployed.created) {
        return none(`this run created ${name}, so no revision served it before (first deploy), and ${stays}`);
    }
    const decidedOnId = deployed.revisionId;
    // Decided on the deployment as this run's write left it: a write since must be explained.
    const guarded = await readGuard(deps, deployed.deployment, {
        decidedOnId,
        copiesCount: true,
        decidedOn: deployed.deployment
    });
    if (guarded.verdict.kind !== 'go') {
        const decided = `this run's revision ${decidedOnId}`;
        return none(`${blocker(guarded, decided)}; a rollback must not replace a newer release, so nothing was redeployed`);
    }
    const before = servedBefore(deps, deployed, guarded.revisions);
    if (before === undefined) {
        return none(`neither the read just before this run's write nor the revisions listed now show a revision that served ${name} before this run's, so ${stays}`);
    }
    if (before.status !== control_plane_revisions/* LIVE_ONCE */.ZG) {
        const was = before.status === undefined ? 'could not be read' : `was ${before.status}`;
        return none(`revision ${before.id}, which served ${name} before this run, ${was} then, not ${control_plane_revisions/* LIVE_ONCE */.ZG}, so ${stays}`);
    }
    return { kind: 'go', before, guarded };
}
/**
 * What served just before this run's revision: the newest revision made before it that went live,
 * as listed just before the redeploy (a release another writer made between this run's read and
 * its write included), else the one the read just before the write named.
 */
function servedBefore(deps, deployed, listed) {
    const read = deployed.servingBefore;
    const found = (0,control_plane_revisions/* servedBeforeOwn */.JE)(listed, deployed.revisionId);
    if (found === undefined || (read !== undefined && (0,control_plane_revisions/* sameId */.s)(found.id, read.id)))
        return read;
    deps.logger.info(`Revision ${found.id} is the newest revision made before this run's that went live${read === undefined ? '' : ` (the read just before its write named ${read.id})`}: another writer's release went live meanwhile, and it is what served before this run's revision.`);
    return { id: found.id, status: found.status, source: (0,control_plane_revisions/* describeSource */.B6)(found) };
}
/**
 * Why the deployment read again just before a rollback's write (control-plane/rollback-guard.ts)
 * stops it, said of the revision the rollback was `decided` on.
 */
function blocker({ verdict, deployment }, decided) {
    switch (verdict.kind) {
        case 'go':
            return 'nothing stands in its way';
        case 'serving-changed':
            return `revision ${verdict.serving.id} serves deployment "${deployment.name}" now, not ${decided}`;
        case 'newer-on-its-way': {
            const { id, status } = verdict.newer;
            const where = status === control_plane_revisions/* LIVE_ONCE */.ZG ? 'live' : 'on its way to serve';
            return `revision ${id}, newer than ${decided}, is ${status} (${where})`;
        }
        case 'cannot-tell':
            return `${verdict.why}, so whether another release serves or is on its way cannot be told`;
    }
}

// EXTERNAL MODULE: ./src/control-plane/deletion.ts
var deletion = __webpack_require__(6846);
// EXTERNAL MODULE: ./src/control-plane/serving-state.ts
var serving_state = __webpack_require__(5394);
// EXTERNAL MODULE: ./src/control-plane/wait.ts + 1 modules
var wait = __webpack_require__(948);
;// CONCATENATED MODULE: ./src/run/still-serves.ts
// Owns the read after passing tests: exit 0 never claims a revision that another writer's
// release replaced (or may have) while it was tested, nor one of a deployment deleted meanwhile.





/** Another writer's release took over while this run's revision was tested: never rolled back. */
class ReplacedWhileTestedError extends Error {
    name = 'ReplacedWhileTestedError';
}
/**
 * After the tests passed, the deployment read once more: exit 0 never claims a revision that
 * another writer's release replaced while it was tested (the tests may have judged that one).
 */
async function stillServes(step, deployed) {
    const { deployment, revisionId, baseline } = deployed;
    let now;
    const gone = `revision ${revisionId} of deployment "${deployment.name}" passed its tests, but the deployment`;
    try {
        now = await step.deps.controlPlane.getDeployment({ id: deployment.id });
    }
    catch (error) {
        if (error instanceof errors/* HttpStatusError */.F9 && error.status === 404) {
            throw new ReplacedWhileTestedError(`${gone} was deleted by someone else meanwhile (a read of it answers 404): this run's revision serves nothing`);
        }
        step.deps.logger.warning(`Deployment "${deployment.name}" could not be read again after the tests (${(0,errors/* errorMessage */.gJ)(error)}); revision ${revisionId} served when they began.`);
        return;
    }
    if ((0,deletion/* isBeingDeleted */.vx)(now)) {
        throw new ReplacedWhileTestedError(`${gone} is being deleted by someone else (status ${(0,base_text/* truncate */.xv)(now.status ?? '', 60)}): this run's revision will not serve`);
    }
    const { deps } = step;
    const listing = { ...deps, deploymentId: deployment.id, revisionId, baseline };
    const told = await (0,serving_state/* servingTold */.I6)({ ...listing, pauseMs: wait/* SWITCH_OVER_POLL_MS */.$L, lastLookMs: deps.requestTimeoutMs }, now);
    const why = replacedWhy(told);
    if (why === undefined)
        return;
    throw new ReplacedWhileTestedError(`revision ${revisionId} of deployment "${deployment.name}" passed its tests, but ${why}`);
}
/** Why a read after passing tests shows another release serving or on its way; else undefined. */
function replacedWhy(told) {
    const meanwhile = "another writer's release went live while it was tested, so the tests may have judged that one";
    switch (told.serving) {
        case 'replaced':
            return `a newer revision, ${told.deployment.active_revision_id ?? '?'}, serves now (active_revision_id): ${meanwhile}, and this run's revision no longer serves`;
        case 'newer-unreported':
            return `the deployment names a newer revision, ${told.deployment.latest_revision_id ?? '?'}, as its latest and does not say which serves: ${meanwhile}, and whether this run's revision serves cannot be told`;
        case 'unlisted-unreported':
            return `the deployment does not say which revision serves, and ${told.why ?? 'its revision list cannot tell'}: whether this run's revision still serves cannot be told`;
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./src/eval/eval-verdict.ts
var eval_verdict = __webpack_require__(2053);
// EXTERNAL MODULE: ./src/run/target.ts
var run_target = __webpack_require__(3060);
// EXTERNAL MODULE: ./src/run/wait.ts
var run_wait = __webpack_require__(300);
;// CONCATENATED MODULE: ./src/run/rollback.ts
// Owns the story of rolling back: after a failed smoke test (`rollback-on-failure`) and as
// `mode: rollback` (its choice: control-plane/rollback-choice.ts), redeploy once, wait till live.
















/**
 * The smoke step of `mode: deploy` on the live revision; with `rollback-on-failure`, a failure
 * redeploys the revision that served before this run, then fails the step anyway. A smoke step
 * refused before it reached the agent fails the step and rolls nothing back: nothing was tried.
 */
async function smokeOrRollBack(step, deployed, live) {
    try {
        await smokeLive(step, deployed.revisionId, live.url);
        await stillServes(step, deployed);
    }
    catch (error) {
        if (error instanceof ReplacedWhileTestedError)
            throw error;
        // Only an agent that was tried and failed is rolled back: a refusal tested nothing.
        if (error instanceof smoke/* SmokeRefusedError */.aC)
            throw error;
        if (!step.inputs.rollbackOnFailure || step.deps.signal?.aborted === true)
            throw error;
        const from = sideOf(deployed.revisionId, live.revision);
        await rollBackAfterSmoke(step, { ...deployed, deployment: live.deployment }, from, error);
    }
}
/**
 * The smoke step on `revisionId`, live at `url`; a refusal before the agent was tried says
 * that the revision stays live untested (and is no reason to roll back).
 */
async function smokeLive(step, revisionId, url) {
    let running = 'smoke test';
    try {
        if (step.inputs.smokeTest)
            await (0,smoke/* smokeStep */.oT)(step.deps, step.inputs, url);
        running = 'eval gate';
        await step.gate?.(url, revisionId);
    }
    catch (error) {
        if (error instanceof smoke/* SmokeRefusedError */.aC)
            throw untested(step, revisionId, error, running);
        throw error;
    }
}
/** The failure of a smoke step that never tried the agent: `revisionId` stays live untested. */
function untested(step, revisionId, refusal, running) {
    const why = step.inputs.rollbackOnFailure
        ? 'nothing rolled back, since the agent was never tried'
        : 'the agent was never tried';
    const stays = `revision ${revisionId} stays live untested (${why})`;
    step.deps.logger.warning(`The ${running} did not run; ${stays}.`);
    step.deps.progress.smokeRefused(refusal.message, running);
    return new smoke/* SmokeRefusedError */.aC(`${refusal.message}; ${stays}`, { cause: refusal });
}
/**
 * After a failed smoke test: redeploys the revision that served just before this run's (as the
 * revisions listed just before the redeploy tell, else as read before its write) when it went
 * live, and, read again just before, this run's revision (or a copy) still serves and no newer one
 * is on its way; waits until it is live. Always throws: the smoke failure, and what became of the
 * rollback (not possible, not allowed any more, done, or failed too).
 */
async function rollBackAfterSmoke(step, deployed, from, smokeFailure) {
    const { logger, progress } = step.deps;
    const reason = (0,errors/* errorMessage */.gJ)(smokeFailure);
    const after = smokeFailure instanceof eval_verdict/* EvalGateError */.yJ ? 'eval gate' : 'smoke test';
    const test = `The ${after}`;
    const name = `deployment "${deployed.deployment.name}"`;
    const decision = await decideRollback(step.deps, deployed);
    if (decision.kind === 'none') {
        logger.warning(`${test} failed; ${decision.none}.`);
        progress.noRollback(decision.none);
        throw new Error(`${reason}; ${decision.none}`, { cause: smokeFailure });
    }
    const { before, guarded } = decision;
    logger.warning(`${test} failed: rolling ${name} back to revision ${before.id}, which served it before this run.`);
    let now;
    try {
        const sides = { automatic: true, after, from, toSource: before.source };
        now = (await redeployAndWait(step, guarded.deployment, before.id, sides)).revisionId;
    }
    catch (error) {
        if (error instanceof ownership/* UnprovenRevisionError */.T_) {
            // The redeploy may have been applied: neither "rolled back" nor "still serves" is known.
            const unknown = `the rollback to revision ${before.id} was sent and may have been applied, but ${(0,errors/* errorMessage */.gJ)(error)}; whether revision ${deployed.revisionId} still serves cannot be told`;
            progress.rollbackUnknown(unknown);
            throw new Error(`${reason}; ${unknown}`, { cause: smokeFailure });
        }
        // Until the redeploy is accepted, nothing changed: the run's revision still serves.
        const refused = progress.report.rollback === undefined;
        const still = refused ? `; revision ${deployed.revisionId} still serves` : '';
        const failed = `the rollback to revision ${before.id} failed too: ${(0,errors/* errorMessage */.gJ)(error)}${still}`;
        if (refused)
            progress.noRollback(failed);
        throw new Error(`${reason}; ${failed}`, { cause: smokeFailure });
    }
    const what = now === before.id
        ? `revision ${now}, which served before this run, is live again`
        : `revision ${now}, a redeploy of revision ${before.id} which served before this run, is live now`;
    throw new Error(`${reason}; rolled back after the ${after} failed: ${what}; revision ${deployed.revisionId} no longer serves`, { cause: smokeFailure });
}
/**
 * `mode: rollback`: redeploys `revision-id`, or the release before the one serving now (see
 * control-plane/rollback-choice.ts), waits until it is live, and smoke-tests it when asked. A
 * `revision-id` that already serves is a success with nothing redeployed; a deployment whose
 * serving revision changed (or that has a newer one on its way) since the choice is refused.
 */
async function rollbackMode(deps, inputs) {
    const step = { deps, inputs };
    const found = await (0,run_target/* resolveTarget */.u1)(deps, inputs, 'there is nothing to roll back');
    if (found === undefined) {
        throw new Error(`${(0,base_text/* capitalize */.ZH)((0,run_target/* describeTarget */.ff)(inputs))} does not exist: there is nothing to roll back`);
    }
    const { digests, choice } = await deps.logger.group(`Choose the revision to roll back to`, async () => {
        const digests = await (0,source_digests/* knownDigests */.l)(deps, deps.github, found);
        const choice = await chooseRevision(deps, {
            deployment: found,
            revisionId: inputs.revisionId,
            digests
        });
        return { digests, choice };
    });
    if (choice.kind === 'serving')
        return alreadyServing(step, found, choice.revision);
    await announceRollback(step, found, choice.revisionId);
    // Read again just before the write: what served when the target was chosen must still serve.
    const decidedOnId = found.active_revision_id || undefined;
    const guarded = await readGuard(deps, found, {
        decidedOnId,
        copiesCount: false,
        decidedOn: found
    });
    if (guarded.verdict.kind !== 'go') {
        const decided = `revision ${decidedOnId ?? '(none)'}, which served when it was chosen`;
        throw new Error(`nothing was redeployed: the revision to roll back to, ${choice.revisionId}, was chosen from what served deployment "${found.name}" (${found.id}), and ${blocker(guarded, decided)}; run the rollback again to choose from what serves now`);
    }
    const { serving, target } = choice;
    const sides = {
        automatic: false,
        from: serving === undefined ? undefined : sideOf(serving.id, serving, digests),
        toSource: (0,control_plane_revisions/* describeSource */.B6)(target, digests)
    };
    const { revisionId, live } = await redeployAndWait(step, guarded.deployment, choice.revisionId, sides);
    if (live !== undefined && inputs.smokeTest)
        await smokeLive(step, revisionId, live.url);
}
/** With `github-token`: a GitHub Deployment in progress for the rollback, as a deploy makes. */
async function announceRollback(step, deployment, revisionId) {
    const github = step.deps.github;
    if (github === undefined)
        return;
    const url = (0,deployments/* agentUrl */.lh)(deployment) || undefined;
    const description = `Rolling back "${deployment.name}" to revision ${revisionId}`;
    // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
    await step.deps.deadline.excluding(() => (0,run_github/* announceDeploy */.fH)(github, { deploymentName: deployment.name, environmentUrl: url, description }));
}
/**
 * `revision-id` names the revision serving now, or a copy of its source: nothing to redeploy.
 * Its outputs are those of a rollback that ended there (no `rolled-back-to`); smoke-tested when
 * asked.
 */
async function alreadyServing(step, deployment, serving) {
    step.deps.progress.revision(serving.id);
    step.deps.progress.status(serving.status, step.deps.clock.now());
    step.deps.progress.commit((0,control_plane_revisions/* builtFrom */.dF)(serving).commitSha);
    if (step.inputs.smokeTest)
        await smokeLive(step, serving.id, (0,deployments/* agentUrl */.lh)(deployment));
}
/** A revision as one side of a rollback: its ID, and its source when it was read. */
function sideOf(id, revision, digests) {
    return revision === undefined ? { id } : { id, source: (0,control_plane_revisions/* describeSource */.B6)(revision, digests) };
}
/**
 * Redeploys `revisionId` of `deployment` (once: control-plane/writes settles an uncertain send) and waits
 * until the revision the answer names (or the redeployed one) is live (no `live` with `wait:
 * false`). `own`: the revision is the run's own (`mode: rollback`), its status the run's output.
 */
async function redeployAndWait(step, deployment, revisionId, sides) {
    // `mode: rollback`: the revision is the run's own, its status the run's output.
    const own = sides.automatic !== true;
    const answer = await step.deps.logger.group(`Redeploy revision ${revisionId}`, async () => {
        const redeployed = await (0,settled_write/* redeployRevision */.s)(step.deps, deployment, revisionId);
        step.deps.logger.info(redeployed.revisionId === revisionId
            ? `Redeployed revision ${revisionId}.`
            : `Redeployed revision ${revisionId}: the revision that results is ${redeployed.revisionId}.`);
        return redeployed;
    });
    const { revisionId: target } = answer;
    if (own)
        step.deps.progress.revision(target);
    const base = { ...sides, to: revisionId, liveRevisionId: target };
    step.deps.progress.rollback({ ...base, live: false });
    const deployed = { ...answer, created: false };
    if (own && !step.inputs.wait) {
        await (0,run_wait/* reportWithoutWaiting */.S)(step.deps, deployed);
        return { revisionId: target, live: undefined };
    }
    try {
        const live = await (0,run_wait/* waitUntilLive */.z)(step.deps, step.inputs, deployed, { track: own });
        // What the copy that serves was built from, where the original was not read.
        const copied = sides.toSource !== undefined || live.revision === undefined
            ? {}
            : { toSource: (0,control_plane_revisions/* describeSource */.B6)(live.revision) };
        step.deps.progress.rollback({ ...base, ...copied, live: true });
        return { revisionId: target, live };
    }
    catch (error) {
        const failure = (0,errors/* errorMessage */.gJ)(error);
        step.deps.progress.rollback({ ...base, live: false, failure });
        throw error;
    }
}


/***/ })

};
