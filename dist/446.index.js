export const id = 446;
export const ids = [446];
export const modules = {

/***/ 8446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planStep: () => (/* binding */ planStep)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(766);
/* harmony import */ var _control_plane_plan_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6259);
/* harmony import */ var _control_plane_requests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1682);
/* harmony import */ var _control_plane_resource_spec_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1986);
/* harmony import */ var _control_plane_deployments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2582);
/* harmony import */ var _control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5367);
/* harmony import */ var _eval_eval_step_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7756);
/* harmony import */ var _inputs_config_check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8306);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2738);
/* harmony import */ var _secrets_change_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7077);
/* harmony import */ var _serving_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4537);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3060);
/* harmony import */ var _update_changes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(848);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5761);
// Owns `mode: plan`: what deploy would do, found by reading only (GETs, no upload URL): the
// bodies deploy would send (requests.ts) against the deployment as read, and every preflight.















/** Where the plan names the archive deploy would upload: its object path is known only then. */
const UPLOAD_PENDING = '(the archive deploy uploads)';
/**
 * `mode: plan` on `existing` (the deployment found, undefined when deploy would create it): says
 * what deploy would send and change, and runs every preflight check. Fails the step, once the
 * plan is reported, when deploy would fail.
 */
async function planStep(deps, inputs, existing) {
    const title = `Plan: what deploy would do to ${(0,_target_js__WEBPACK_IMPORTED_MODULE_10__/* .describeTarget */ .ff)(inputs)}`;
    const plan = await deps.logger.group(title, async () => {
        const found = await planOf(deps, inputs, existing);
        logPlan(deps.logger, found.report);
        // The warnings deploy gives before its write, from the same owner.
        if (existing !== undefined && found.secrets !== 'no update') {
            (0,_secrets_change_js__WEBPACK_IMPORTED_MODULE_8__/* .logSecretsChange */ .K)(deps.logger, found.secrets, existing);
        }
        return found.report;
    });
    deps.progress.plan(plan);
    const failed = plan.preflight.filter(check => !check.passed);
    if (failed.length > 0) {
        throw new Error(`deploy would fail: ${failed.map(check => check.text).join('; ')}`);
    }
}
/** The plan: the preflight's checks, then the bodies deploy would send, compared. */
async function planOf(deps, inputs, existing) {
    const action = existing === undefined ? 'create' : 'update';
    const result = (0,_preflight_js__WEBPACK_IMPORTED_MODULE_7__/* .preflightChecks */ .x)(inputs, existing);
    const checks = [...result.checks];
    if (result.source === undefined) {
        return { report: { action, rows: [], preflight: checks }, secrets: 'no update' };
    }
    // The config in hand: its graphs, and the assistants the smoke step and the gate would run.
    const config = await (0,_inputs_config_check_js__WEBPACK_IMPORTED_MODULE_6__/* .checkConfig */ .l2)(deps.env, { ...inputs, source: result.source });
    checks.push(...config.checks);
    const packed = result.source === 'internal_source'
        ? await packForPlan(deps, inputs, checks, existing?.name)
        : undefined;
    const spec = specOver(existing, { ...inputs, source: result.source }, checks);
    const now = existing === undefined ? undefined : await (0,_serving_js__WEBPACK_IMPORTED_MODULE_9__/* .readServingNow */ .T)(deps, existing);
    const compared = existing === undefined ? undefined : servingView(existing, now);
    const rows = diffOf(spec, compared, result.source, packed?.configPath).map(_update_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .planRow */ .Ec);
    if (existing !== undefined && now !== undefined) {
        rows.unshift(...revisionRows(now, spec, result.source, packed));
    }
    checks.push(typeCheck(inputs, existing));
    checks.push(onCancelCheck(inputs.onCancel));
    const gate = await (0,_eval_eval_step_js__WEBPACK_IMPORTED_MODULE_5__/* .evalPlanCheck */ .G)(deps, config.inputs);
    if (gate !== undefined)
        checks.push(gate);
    const report = {
        action,
        rows: [...rows, ...result.fixed.map(fixedRow)],
        preflight: checks
    };
    return { report, secrets: existing === undefined ? 'no update' : result.secrets };
}
/**
 * The rows on revisions: the one serving now (what it was built from, against what deploy would
 * send) and, when the latest is another (a failed or pending build), the latest and its status.
 */
function revisionRows({ serving, latest }, spec, source, packed) {
    const sent = (0,_control_plane_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .updateBody */ .Et)(spec, targetOf(source, spec, packed?.configPath)).source_revision_config;
    const rows = [
        {
            field: 'revision',
            current: serving === undefined ? 'none serves' : `${serving.id} (serving)`,
            next: 'a new revision',
            verdict: 'add'
        },
        (0,_update_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .planRow */ .Ec)((0,_control_plane_plan_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffBuiltFrom */ .sW)(serving, sent, packed?.sha256))
    ];
    if (latest !== undefined) {
        const status = latest.status ?? 'status not read';
        rows.push({
            field: 'latest_revision',
            current: `${latest.id} (${status})`,
            next: '',
            verdict: 'not serving'
        });
    }
    return rows;
}
/**
 * The deployment as the plan compares with it: "now" is what serves, so when the latest revision
 * is another (a failed build), the revision fields are the serving revision's, when read.
 */
function servingView(existing, now) {
    const revision = now?.serving?.revision;
    if (now?.latest === undefined || revision === undefined)
        return existing;
    return { ...existing, source_revision_config: revision.source_revision_config };
}
/**
 * The spec deploy would send to `existing`: `resource-spec` over the image deployment's current
 * spec, as the update merges it; when the answer cannot tell it, a failed check and the input as
 * given.
 */
function specOver(existing, spec, checks) {
    if (existing === undefined)
        return spec;
    const over = (0,_control_plane_resource_spec_js__WEBPACK_IMPORTED_MODULE_13__/* .specOverRead */ .Qf)(existing, spec);
    if ('spec' in over)
        return over.spec;
    checks.push({ passed: false, text: over.problem });
    return spec;
}
/**
 * The deployment type: on create, the one asked for (and, when none was chosen, the fallback a
 * service of the previous pricing leads to); on update, the one the service reports, kept.
 */
function typeCheck(inputs, existing) {
    if (existing !== undefined) {
        const type = (0,_control_plane_deployments_js__WEBPACK_IMPORTED_MODULE_3__/* .deploymentTypeOf */ .PU)(existing);
        const reported = type === undefined ? 'not reported' : (0,_control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_4__/* .describeDeploymentType */ .td)(type);
        return { passed: true, text: `deployment type: ${reported}, fixed at creation` };
    }
    if (inputs.deploymentType !== undefined) {
        return {
            passed: true,
            text: `deployment type: ${(0,_control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_4__/* .describeDeploymentType */ .td)(inputs.deploymentType)}, as 'deployment-type' asks`
        };
    }
    return {
        passed: true,
        text: `deployment type: ${_control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_DEPLOYMENT_TYPE */ .PN} (no 'deployment-type': the default of langgraph deploy); a service that knows only the previous pricing's types refuses it, and deploy then creates with ${_control_plane_deployment_types_js__WEBPACK_IMPORTED_MODULE_4__/* .PREVIOUS_DEFAULT_TYPE */ .Rz}, said in the log`
    };
}
/** What a cancelled deploy would do to its revision (`on-cancel`): said, never a failure. */
function onCancelCheck(onCancel) {
    return {
        passed: true,
        text: onCancel === 'interrupt'
            ? 'on-cancel: interrupt: a cancelled deploy would interrupt its revision if not final yet'
            : 'on-cancel: leave: a cancelled deploy would leave its revision to LangSmith'
    };
}
/**
 * Packs the tree as deploy would, to check that it packs and to name its digest (the same tree
 * gives the same archive), then removes it. Local only: no upload URL is asked for. Returns the
 * config's path inside the archive, or undefined when the tree does not pack (a failed check).
 */
async function packForPlan(deps, inputs, checks, updating) {
    try {
        const { plan, archive } = await (0,_upload_js__WEBPACK_IMPORTED_MODULE_12__/* .packTree */ .Av)(deps, inputs, updating);
        await archive.remove();
        checks.push({
            passed: true,
            text: `the tree packs: ${archive.files} files, ${(0,_base_text_js__WEBPACK_IMPORTED_MODULE_14__/* .formatBytes */ .z3)(archive.bytes)}, sha256 ${archive.sha256} (deploy would upload it; the plan uploads nothing)`
        });
        return { configPath: plan.configPath, sha256: archive.sha256 };
    }
    catch (error) {
        checks.push({ passed: false, text: (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error) });
        return undefined;
    }
}
/** The bodies deploy would send, built by requests.ts as deploy builds them, compared. */
function diffOf(spec, existing, source, configPath) {
    const target = targetOf(source, spec, configPath);
    if (existing !== undefined)
        return (0,_control_plane_plan_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffUpdate */ .dX)((0,_control_plane_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .updateBody */ .Et)(spec, target), existing);
    const body = (0,_control_plane_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .createBody */ .Fm)(spec);
    // An upload deployment is created empty; its first revision comes with the update after it.
    if (source !== 'internal_source')
        return (0,_control_plane_plan_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffCreate */ .Aq)(body);
    const revision = (0,_control_plane_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .updateBody */ .Et)(spec, target).source_revision_config;
    return (0,_control_plane_plan_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffCreate */ .Aq)({ ...body, source_revision_config: revision });
}
/** What deploy's update would name: for an upload, the archive it uploads then. */
function targetOf(source, spec, configPath) {
    if (source !== 'internal_source')
        return { source };
    const uploaded = { objectPath: UPLOAD_PENDING, configPath: configPath ?? spec.graphConfigPath };
    return { source, uploaded };
}
function fixedRow(change) {
    return {
        field: `source_config.${change.field}`,
        current: change.current ?? '',
        next: change.wanted,
        verdict: 'cannot change'
    };
}
/** The plan in the log, one line per field and per check (the logger redacts every line). */
function logPlan(logger, plan) {
    logger.info(`Deploy would ${plan.action} the deployment:`);
    (0,_update_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .logChanges */ ._1)(logger, plan.rows);
    logger.info('Preflight:');
    for (const check of plan.preflight) {
        logger.info(`  ${check.passed ? 'ok' : 'FAILS'}: ${check.text}`);
    }
}


/***/ })

};
