export const id = 884;
export const ids = [884];
export const modules = {

/***/ 6884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planStep: () => (/* binding */ planStep)
});

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
;// CONCATENATED MODULE: ./src/control-plane/plan-diff.ts
/**
 * Fields the bodies send under a second name, for servers that read the other one
 * (requests.ts sends the config path as both): compared once, under the name the service uses.
 */
const SECOND_NAMES = {
    graph_config_path: 'langgraph_config_path'
};
/** A create: every field it sends is new. */
function diffCreate(body) {
    const rows = [
        { field: 'name', current: undefined, next: body.name, verdict: 'add' },
        { field: 'source', current: undefined, next: body.source, verdict: 'add' }
    ];
    for (const part of ['source_config', 'source_revision_config']) {
        for (const [key, value] of fieldsOf(body[part])) {
            rows.push({ field: `${part}.${key}`, current: undefined, next: value, verdict: 'add' });
        }
    }
    return [...rows, ...diffSecrets(body.secrets, undefined)];
}
/** An update of `deployment`: each field the body sends, against the deployment's value. */
function diffUpdate(body, deployment) {
    const rows = [];
    if (body.revision_source !== undefined) {
        rows.push(compare('source', deployment, 'source', body.revision_source));
    }
    for (const part of ['source_config', 'source_revision_config']) {
        const read = deployment[part] ?? {};
        for (const [key, value] of fieldsOf(body[part])) {
            rows.push(compare(`${part}.${key}`, read, key, value));
        }
    }
    if (body.secrets !== undefined)
        rows.push(...diffSecrets(body.secrets, deployment.secrets));
    return rows;
}
/**
 * The secrets sent against the deployment's: by name, and by value only where the service
 * returned one. A secret of the deployment not sent is removed: the list sent replaces it.
 */
function diffSecrets(sent, read) {
    const known = new Map((read ?? []).map(secret => [secret.name, secret.value ?? undefined]));
    const rows = sent.map((secret) => {
        const field = `secrets.${secret.name}`;
        if (!known.has(secret.name))
            return { field, current: undefined, next: undefined, verdict: 'add' };
        const value = known.get(secret.name);
        const verdict = value === undefined ? 'will be sent' : value === secret.value ? 'unchanged' : 'change';
        return { field, current: undefined, next: undefined, verdict };
    });
    if (read === undefined || sent.length === 0)
        return rows;
    const names = new Set(sent.map(secret => secret.name));
    for (const name of known.keys()) {
        if (names.has(name))
            continue;
        rows.push({ field: `secrets.${name}`, current: undefined, next: undefined, verdict: 'remove' });
    }
    return rows;
}
/** The fields of one part of a body, as text, a second name of a field left out. */
function fieldsOf(part) {
    const fields = [];
    for (const [key, value] of Object.entries(part ?? {})) {
        const first = SECOND_NAMES[key];
        if (first !== undefined && first in (part ?? {}))
            continue;
        const text = shown(value);
        if (text !== undefined)
            fields.push([key, text]);
    }
    return fields;
}
/** `read[key]` against the value sent: a field the answer leaves out cannot be compared. */
function compare(field, read, key, next) {
    if (!(key in read))
        return { field, current: undefined, next, verdict: 'will be sent' };
    const current = shown(read[key]);
    if (current === undefined)
        return { field, current, next, verdict: 'add' };
    return { field, current, next, verdict: current === next ? 'unchanged' : 'change' };
}
/** A value as text: JSON for objects (keys sorted, so that order does not count); none for null. */
function shown(value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    return JSON.stringify(sorted(value));
}
function sorted(value) {
    if (Array.isArray(value))
        return value.map(sorted);
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sorted(item)]));
}

// EXTERNAL MODULE: ./src/control-plane/requests.ts
var requests = __webpack_require__(1682);
// EXTERNAL MODULE: ./src/run/preflight.ts
var preflight = __webpack_require__(357);
// EXTERNAL MODULE: ./src/run/target.ts
var target = __webpack_require__(3060);
// EXTERNAL MODULE: ./src/run/upload.ts
var upload = __webpack_require__(8556);
;// CONCATENATED MODULE: ./src/run/plan.ts
// Owns `mode: plan`: what deploy would do, found by reading only (GETs, no upload URL): the
// bodies deploy would send (requests.ts) against the deployment as read, and every preflight.







/** Where the plan names the archive deploy would upload: its object path is known only then. */
const UPLOAD_PENDING = '(the archive deploy uploads)';
/**
 * `mode: plan`: finds the deployment, says what deploy would send and change, and runs every
 * preflight check. Fails the step, once the plan is reported, when deploy would fail.
 */
async function planStep(ctx) {
    const existing = await (0,target/* resolveTarget */.u1)(ctx, 'deploy would create it');
    const title = `Plan: what deploy would do to ${(0,target/* describeTarget */.ff)(ctx.inputs)}`;
    const plan = await ctx.logger.group(title, async () => {
        const found = await planOf(ctx, existing);
        logPlan(ctx, found);
        return found;
    });
    ctx.progress.plan(plan);
    const failed = plan.preflight.filter(check => !check.passed);
    if (failed.length > 0) {
        throw new Error(`deploy would fail: ${failed.map(check => check.text).join('; ')}`);
    }
}
/** The plan: the preflight's checks, then the bodies deploy would send, compared. */
async function planOf(ctx, existing) {
    const action = existing === undefined ? 'create' : 'update';
    const result = (0,preflight/* preflightChecks */.x)(ctx.inputs, existing);
    const checks = [...result.checks];
    if (result.source === undefined)
        return { action, rows: [], preflight: checks };
    const configPath = result.source === 'internal_source' ? await packForPlan(ctx, checks) : undefined;
    const spec = { ...ctx.inputs, source: result.source };
    const rows = diffOf(spec, existing, result.source, configPath).map(toRow);
    if (existing !== undefined) {
        const latest = existing.latest_revision_id ?? '';
        rows.unshift({ field: 'revision', current: latest, next: 'a new revision', verdict: 'add' });
    }
    return { action, rows: [...rows, ...result.fixed.map(fixedRow)], preflight: checks };
}
/**
 * Packs the tree as deploy would, to check that it packs and to name its digest (the same tree
 * gives the same archive), then removes it. Local only: no upload URL is asked for. Returns the
 * config's path inside the archive, or undefined when the tree does not pack (a failed check).
 */
async function packForPlan(ctx, checks) {
    try {
        const { plan, archive } = await (0,upload/* packTree */.Av)(ctx);
        await archive.remove();
        checks.push({
            passed: true,
            text: `the tree packs: ${archive.files} files, ${(0,base_text/* formatBytes */.z3)(archive.bytes)}, sha256 ${archive.sha256} (deploy would upload it; the plan uploads nothing)`
        });
        return plan.configPath;
    }
    catch (error) {
        checks.push({ passed: false, text: (0,errors/* errorMessage */.gJ)(error) });
        return undefined;
    }
}
/** The bodies deploy would send, built by requests.ts as deploy builds them, compared. */
function diffOf(spec, existing, source, configPath) {
    const target = source === 'internal_source'
        ? {
            source,
            uploaded: { objectPath: UPLOAD_PENDING, configPath: configPath ?? spec.graphConfigPath }
        }
        : { source };
    if (existing !== undefined)
        return diffUpdate((0,requests/* updateBody */.Et)(spec, target), existing);
    const body = (0,requests/* createBody */.Fm)(spec);
    // An upload deployment is created empty; its first revision comes with the update after it.
    if (source !== 'internal_source')
        return diffCreate(body);
    const revision = (0,requests/* updateBody */.Et)(spec, target).source_revision_config;
    return diffCreate({ ...body, source_revision_config: revision });
}
function toRow(diff) {
    return {
        field: diff.field,
        current: diff.current ?? '',
        next: diff.next ?? '',
        verdict: diff.verdict
    };
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
function logPlan(ctx, plan) {
    ctx.logger.info(`Deploy would ${plan.action} the deployment:`);
    for (const row of plan.rows) {
        const change = row.field.startsWith('secrets.')
            ? ''
            : `: ${row.current || '(none)'} -> ${row.next || '(none)'}`;
        ctx.logger.info(`  ${row.field}${change} [${row.verdict}]`);
    }
    ctx.logger.info('Preflight:');
    for (const check of plan.preflight) {
        ctx.logger.info(`  ${check.passed ? 'ok' : 'FAILS'}: ${check.text}`);
    }
}


/***/ })

};
