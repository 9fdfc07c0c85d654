export const id = 773;
export const ids = [773];
export const modules = {

/***/ 7773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubReporter: () => (/* binding */ GitHubReporter)
});

// EXTERNAL MODULE: ./src/base/clock.ts
var clock = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/url-trust.ts
var url_trust = __webpack_require__(7191);
;// CONCATENATED MODULE: ./src/github/comments.ts
/** The id of the comment behind `marker` on pull request `prNumber`, reading every page. */
async function findComment(octokit, repo, prNumber, marker) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: prNumber,
        per_page: 100
    });
    for await (const page of pages) {
        const found = page.data.find(comment => comment.body?.includes(marker) === true);
        if (found !== undefined)
            return found.id;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(9556);
// EXTERNAL MODULE: ./src/base/objects.ts
var objects = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/base/text.ts
var base_text = __webpack_require__(766);
;// CONCATENATED MODULE: ./src/github/github-errors.ts
// Owns what a failed request to GitHub means for the person reading the run: the request, the
// status, GitHub's message, and the token permission that explains a 401, 403 or 404.



/** Longest piece of GitHub's error text quoted in a warning. */
const MAX_ERROR_CHARS = 300;
/** The HTTP status of an Octokit error that carries a response. */
function statusOf(error) {
    const response = (0,objects/* fieldOf */._F)(error, 'response');
    const status = (0,objects/* fieldOf */._F)(response, 'status');
    return typeof status === 'number' ? status : undefined;
}
/**
 * What went wrong with a request to GitHub, in one line: the request, the HTTP status and
 * GitHub's message, or why no answer came; with advice for the statuses a token's permissions
 * explain.
 */
function describeGitHubError(error) {
    const request = (0,objects/* fieldOf */._F)(error, 'request');
    const method = (0,objects/* fieldOf */._F)(request, 'method');
    const url = (0,objects/* fieldOf */._F)(request, 'url');
    let where = '';
    if (typeof method === 'string' && typeof url === 'string') {
        try {
            where = `${method} ${new URL(url).pathname}`;
        }
        catch {
            where = method;
        }
    }
    const message = cut((0,errors/* errorMessage */.gJ)(error));
    const status = statusOf(error);
    // Octokit gives a request that got no response status 500 but no response; the reason (a
    // refused connection, a DNS failure) is the innermost cause.
    if (status === undefined) {
        return where ? `${where} got no answer: ${cut(innermostMessage(error))}` : message;
    }
    const hint = status === 401
        ? ' (github-token is not valid)'
        : status === 403 || status === 404
            ? ' (github-token needs the deployments: write and pull-requests: write permissions; a pull request from a fork gets a read-only token)'
            : '';
    return `${where} returned HTTP ${status}: ${message}${hint}`;
}
/** The message of the deepest `cause` in a chain of errors. */
function innermostMessage(error) {
    let message = (0,errors/* errorMessage */.gJ)(error);
    let current = error;
    for (let depth = 0; depth < 10; depth++) {
        current = (0,objects/* fieldOf */._F)(current, 'cause');
        const text = (0,objects/* fieldOf */._F)(current, 'message');
        if (typeof text !== 'string' || text === '')
            break;
        message = text;
    }
    return message;
}
function cut(text) {
    return (0,base_text/* truncate */.xv)(text.replace(/\s+/g, ' ').trim(), MAX_ERROR_CHARS);
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(157);
// EXTERNAL MODULE: ./src/base/duration.ts
var duration = __webpack_require__(5937);
// EXTERNAL MODULE: ./src/base/http-exchange.ts + 1 modules
var http_exchange = __webpack_require__(8612);
;// CONCATENATED MODULE: ./src/github/octokit.ts
// Owns the Octokit of the GitHub integration: at the run's API URL, notices sent to debug, each
// request bounded by its own timeout and the run's cancellation, timed on the run's Clock.



/** An Octokit whose requests cannot outlive their timeout or the run's cancellation. */
function createOctokit(options) {
    const { debug, clock, timeoutMs, signal: cancel } = options;
    // @actions/github reads GITHUB_API_URL when it is first imported; the URL is given
    // explicitly so that the context (and a test's stand-in) decides where requests go.
    const octokit = (0,github/* getOctokit */.Q)(options.token, {
        baseUrl: options.apiUrl,
        userAgent: options.userAgent,
        // Octokit's own notices (deprecations) are of no use to the person reading the run.
        log: { debug, info: debug, warn: debug, error: debug }
    });
    octokit.hook.wrap('request', async (request, endpoint) => {
        const timeout = (0,http_exchange/* timeoutSignal */._)(timeoutMs, cancel);
        const { signal } = timeout;
        const started = clock.now();
        const url = new URL(octokit.request.endpoint.parse(endpoint).url);
        const label = `${endpoint.method} ${url.pathname}${url.search}`;
        debug(`\u2192 GitHub ${label}`);
        try {
            // The hooks within (the token's) were bound to this very options object: it has to be
            // changed in place, a copy would not reach them.
            endpoint.request = { ...endpoint.request, signal };
            const response = await request(endpoint);
            debug(`\u2190 ${response.status} ${label} in ${clock.now() - started} ms`);
            return response;
        }
        catch (error) {
            if (cancel?.aborted === true) {
                throw new Error(`${label} was abandoned: the run was cancelled`, { cause: error });
            }
            if (timeout.signal.aborted) {
                const within = (0,duration/* formatDuration */.a3)(timeoutMs);
                throw new Error(`${label} got no answer within ${within}`, { cause: error });
            }
            throw error;
        }
        finally {
            // Octokit has read the whole answer (or given up): the timeout bounds nothing more.
            timeout.clear();
        }
    });
    return octokit;
}
/**
 * Longest time the one request sent after a cancellation (the deployment's final status) may
 * take: well inside the grace before the process exits (base/cancel.ts).
 */
const LAST_WORD_TIMEOUT_MS = 1_000;
/**
 * The run's Octokit, and the one that sets a deployment's status: the same until the run is
 * cancelled, then one that the cancellation does not abandon, bounded by
 * {@link LAST_WORD_TIMEOUT_MS}, so that the run's last word (its final status) still gets out.
 */
function createOctokits(options) {
    const octokit = createOctokit(options);
    const lastWord = createOctokit({ ...options, signal: undefined, timeoutMs: LAST_WORD_TIMEOUT_MS });
    return { octokit, statusOctokit: () => (options.signal?.aborted === true ? lastWord : octokit) };
}

;// CONCATENATED MODULE: ./src/github/deployment-records.ts
/**
 * The payload field of the digest: the tar's. Records of older versions held the gzip file's in
 * `source_sha256`, which another zlib changes for one tree: they are not read (not known).
 */
const DIGEST_FIELD = 'source_tar_sha256';
/** Pages of the environment's deployments read back, newest first, and their size. */
const PAGES = 2;
const PER_PAGE = 100;
/** A digest as recorded; anything else in a payload is ignored (payloads are anyone's to write). */
const SHA256 = /^[0-9a-f]{64}$/;
/** The payload of a GitHub Deployment of `deploymentName`, naming its archive when it uploads one. */
function deploymentPayload(deploymentName, upload) {
    if (upload === undefined)
        return { langsmith_deployment: deploymentName };
    return {
        langsmith_deployment: deploymentName,
        source_tarball_path: upload.tarballPath,
        [DIGEST_FIELD]: upload.sha256
    };
}
/**
 * The digests recorded for `deploymentName`'s archives, by archive path, from the newest
 * {@link PAGES} pages of the environment's GitHub Deployments. A path recorded with two digests
 * is left out: which one is true cannot be told.
 */
async function readSourceDigests(octokit, where, deploymentName) {
    const digests = new Map();
    const clashing = new Set();
    for (let page = 1; page <= PAGES; page++) {
        const { data } = await octokit.rest.repos.listDeployments({
            ...where,
            per_page: PER_PAGE,
            page
        });
        for (const { payload } of data) {
            const record = uploadRecordOf(payload, deploymentName);
            if (record === undefined)
                continue;
            const known = digests.get(record.tarballPath);
            if (known !== undefined && known !== record.sha256)
                clashing.add(record.tarballPath);
            digests.set(record.tarballPath, record.sha256);
        }
        if (data.length < PER_PAGE)
            break;
    }
    for (const path of clashing)
        digests.delete(path);
    return digests;
}
/** The archive a deployment's payload records for `deploymentName`, when it is well formed. */
function uploadRecordOf(payload, deploymentName) {
    const fields = typeof payload === 'string' ? parsed(payload) : payload;
    if (typeof fields !== 'object' || fields === null)
        return undefined;
    const { langsmith_deployment: name, source_tarball_path: path, [DIGEST_FIELD]: sha } = fields;
    if (name !== deploymentName || typeof path !== 'string' || path.trim() === '')
        return undefined;
    if (typeof sha !== 'string' || !SHA256.test(sha))
        return undefined;
    return { tarballPath: path.trim(), sha256: sha };
}
/** A payload GitHub hands back as text, parsed; undefined when it is not JSON. */
function parsed(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/**
 * Marks every deployment of the environment that is not inactive yet as `inactive`, among its
 * latest 100; returns how many it marked.
 */
async function markInactive(octokit, where) {
    const repo = { owner: where.owner, repo: where.repo };
    const { data: deployments } = await octokit.rest.repos.listDeployments({
        ...where,
        per_page: 100
    });
    let marked = 0;
    for (const deployment of deployments) {
        const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
            ...repo,
            deployment_id: deployment.id,
            per_page: 1
        });
        if (statuses[0]?.state === 'inactive')
            continue;
        await octokit.rest.repos.createDeploymentStatus({
            ...repo,
            deployment_id: deployment.id,
            state: 'inactive',
            description: 'The LangSmith deployment was deleted'
        });
        marked++;
    }
    return marked;
}

// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
;// CONCATENATED MODULE: ./src/github/wording.ts
// Owns the words GitHub shows for a deployment: status descriptions as plain text fitted to
// GitHub's limit, and the hidden marker that finds an environment's pull-request comment again.

/** GitHub cuts a deployment status description at this many characters (and rejects longer). */
const MAX_STATUS_DESCRIPTION = 140;
/** Default status description of a final state. */
function defaultDescription(state) {
    switch (state) {
        case 'success':
            return 'Deployed to LangSmith';
        case 'failure':
            return 'The LangSmith deployment failed';
        case 'error':
            return 'The deploy run stopped before it finished';
        case 'inactive':
            return 'The LangSmith deployment was deleted';
    }
}
/**
 * `text` as plain text on one line (no terminal escapes, no line breaks, controls made visible),
 * fitted into GitHub's limit of {@link MAX_STATUS_DESCRIPTION} characters.
 */
function statusDescription(text) {
    const line = (0,untrusted/* plainLine */.h0)(text).replace(/\s+/g, ' ').trim();
    const chars = Array.from(line);
    return chars.length <= MAX_STATUS_DESCRIPTION
        ? line
        : `${chars.slice(0, MAX_STATUS_DESCRIPTION - 1).join('')}\u2026`;
}
/**
 * The hidden marker that finds an environment's comment of one kind again. The name is encoded
 * so that no environment name can end the HTML comment early; the plan's marker is not a part
 * of the preview's, nor the other way round.
 */
function commentMarker(environment, kind = 'preview') {
    const name = encodeURIComponent(environment).replace(/--/g, '-%2D');
    return `<!-- langgraph-deploy-action${kind === 'plan' ? '-plan' : ''}:${name} -->`;
}

;// CONCATENATED MODULE: ./src/github/reporter.ts
// Owns showing a LangSmith deployment on GitHub: a GitHub Deployment following the run, and one
// PR comment per environment. It must never fail a deploy: every failure becomes a warning.









/** Longest time one request to GitHub takes by default. */
const GITHUB_REQUEST_TIMEOUT_MS = 5_000;
/**
 * Shows a LangSmith deployment on GitHub: a GitHub Deployment whose status follows the run (so the
 * agent URL appears on the commit and the pull request), and one comment per environment on the
 * pull request. Optional by design: every method catches every failure and logs it as a warning
 * that names what failed, so GitHub being down, or a token lacking a permission, never fails a
 * deploy.
 */
class GitHubReporter {
    octokit;
    /** The Octokit that sets a status: {@link octokit}, or after a cancellation a brief other. */
    statusOctokit;
    /** The workflow run this reporter speaks for. */
    context;
    /** The GitHub environment of the deployments and the comment. */
    environment;
    logger;
    token;
    redact;
    /** The GitHub deployment {@link start} made; statuses go to it. */
    deploymentId;
    /** The comment found or written by this run, so a second call skips the search. */
    commentId;
    constructor(options) {
        if (options.token.trim() === '')
            throw new Error('GitHubReporter needs a token');
        this.context = options.context;
        this.environment = options.environment;
        this.logger = options.logger;
        this.token = options.token;
        this.redact = options.redact ?? (text => text);
        ({ octokit: this.octokit, statusOctokit: this.statusOctokit } = createOctokits({
            token: options.token,
            apiUrl: options.context.apiUrl,
            userAgent: options.userAgent,
            timeoutMs: options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS,
            signal: options.signal,
            clock: options.clock ?? clock/* systemClock */.ml,
            debug: message => {
                options.logger.debug(this.scrub(message));
            }
        }));
    }
    /**
     * The reporter for this workflow run, or undefined (with a warning saying why) when the
     * runner's environment does not say which repository and commit this is.
     */
    static fromEnv(options, env) {
        try {
            return new GitHubReporter({ ...options, context: (0,context/* githubContextFromEnv */.S0)(env) });
        }
        catch (error) {
            options.logger.warning(`GitHub integration is off for this run: ${(0,errors/* errorMessage */.gJ)(error)}. The deploy goes on without it.`);
            return undefined;
        }
    }
    get repo() {
        return { ...this.context.repository };
    }
    /** The repository and environment of this run's GitHub Deployments. */
    get place() {
        return { ...this.repo, environment: this.environment };
    }
    /** Whether this run belongs to a pull request (and so makes a transient preview). */
    get isPreview() {
        return this.context.prNumber !== undefined;
    }
    /**
     * Creates a GitHub Deployment of {@link GitHubContext.sha} in the environment and sets its status
     * to `in_progress`, linking the run. No status checks are required and nothing is merged, so
     * GitHub never refuses it for the state of the commit.
     */
    async start(info) {
        const what = `creating a GitHub deployment in environment "${this.environment}"`;
        await this.guard(what, async () => {
            const created = await this.octokit.rest.repos.createDeployment({
                ...this.repo,
                ref: this.context.sha,
                environment: this.environment,
                description: this.describe(`LangSmith deployment "${info.deploymentName}"`),
                auto_merge: false,
                required_contexts: [],
                transient_environment: this.isPreview,
                ...(this.isPreview ? { production_environment: false } : {}),
                payload: deploymentPayload(info.deploymentName, info.upload)
            });
            // A 202 would mean GitHub merged the default branch first; auto_merge is off, so an answer
            // without an id is unexpected and is reported rather than guessed at.
            const id = 'id' in created.data ? created.data.id : undefined;
            if (id === undefined) {
                throw new Error(`GitHub answered HTTP ${created.status} without a deployment id`);
            }
            this.deploymentId = id;
            this.logger.info(`GitHub deployment ${id} created in environment "${this.environment}" for ${this.context.sha.slice(0, 7)}.`);
        });
        if (this.deploymentId === undefined)
            return;
        await this.setStatus('in_progress', {
            description: info.description ?? `Deploying "${info.deploymentName}" to LangSmith`,
            environmentUrl: info.environmentUrl
        });
    }
    /**
     * Sets the final status of the deployment {@link start} made, with the agent URL as
     * `environment_url`. Does nothing when there is no such deployment (start failed or was not
     * called). Sent even after a cancellation (briefly bounded): no deployment stays in progress.
     */
    async finish(info) {
        if (this.deploymentId === undefined) {
            this.logger.debug(`GitHub: no deployment was created, so there is no status to set.`);
            return;
        }
        await this.setStatus(info.state, {
            description: info.description ?? defaultDescription(info.state),
            environmentUrl: info.environmentUrl
        });
    }
    async setStatus(state, details) {
        const deploymentId = this.deploymentId;
        if (deploymentId === undefined)
            return;
        await this.guard(`setting GitHub deployment ${deploymentId} to ${state}`, async () => {
            const environmentUrl = (0,url_trust/* showableUrl */.L7)(details.environmentUrl);
            await this.statusOctokit().rest.repos.createDeploymentStatus({
                ...this.repo,
                deployment_id: deploymentId,
                state,
                description: this.describe(details.description),
                ...(this.context.runUrl !== undefined ? { log_url: this.context.runUrl } : {}),
                ...(environmentUrl !== undefined ? { environment_url: environmentUrl } : {}),
                // Only a live new revision retires the previous deployments: while one builds, or
                // after it failed, LangSmith keeps serving the previous revision.
                auto_inactive: state === 'success'
            });
            this.logger.info(`GitHub deployment ${deploymentId}: ${state}${environmentUrl ? ` (${environmentUrl})` : ''}.`);
        });
    }
    /**
     * Marks every deployment of the environment that is not inactive yet as `inactive` (shown as
     * destroyed for a pull request's transient environment), so that the pull request no longer
     * offers a preview that was deleted. Looks at the environment's latest 100 deployments.
     */
    async deactivate() {
        const where = `environment "${this.environment}"`;
        await this.guard(`marking the GitHub deployments of ${where} inactive`, async () => {
            const marked = await markInactive(this.octokit, this.place);
            this.logger.info(`GitHub: ${marked} deployment${marked === 1 ? '' : 's'} of ${where} marked inactive.`);
        });
    }
    /**
     * The archive digests recorded for `deploymentName` by path (deployment-records.ts); undefined,
     * with a warning, when GitHub cannot say: then no archive's contents are known.
     */
    async sourceDigests(deploymentName) {
        let digests;
        const what = `reading the archive digests recorded in environment "${this.environment}"`;
        await this.guard(what, async () => {
            digests = await readSourceDigests(this.octokit, this.place, deploymentName);
        });
        return digests;
    }
    /**
     * How `head` stands to `base` as GitHub's compare says (`ahead`: newer, `identical`, `behind`,
     * `diverged`), else what it answered: the commit check says it, and rules what it means.
     */
    async compareCommits(base, head) {
        try {
            const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
                ...this.repo,
                basehead: `${base}...${head}`,
                per_page: 1
            });
            return { status: data.status };
        }
        catch (error) {
            return { failed: this.scrub(describeGitHubError(error)) };
        }
    }
    /** Pull request `number`: `open` or `closed` (merged or not); undefined (a warning) if unknown. */
    async pullRequestState(number) {
        let state;
        await this.guard(`reading the state of pull request #${number}`, async () => {
            const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: number });
            state = data.state;
        });
        return state;
    }
    /**
     * On a pull request, writes `body` into this environment's one comment, behind its hidden
     * marker: found on any page of the pull request's comments and edited, or created when there
     * is none and `create` allows it (a deleted preview only edits it). A plan has its own comment.
     * After a cancellation it still gets out, briefly bounded, so the comment says cancelled.
     */
    async comment(body, options) {
        const prNumber = this.context.prNumber;
        const kind = options.kind ?? 'preview';
        if (prNumber === undefined)
            return;
        await this.guard(`writing the ${kind} comment on pull request #${prNumber}`, async () => {
            const marker = commentMarker(this.environment, kind);
            const text = this.scrub(this.redact(`${marker}\n${body}`));
            const existing = this.commentId ?? (await findComment(this.statusOctokit(), this.repo, prNumber, marker));
            if (existing !== undefined && (await this.editComment(existing, text))) {
                this.logger.info(`Updated the ${kind} comment on pull request #${prNumber}.`);
                return;
            }
            if (!options.create)
                return;
            const { data } = await this.statusOctokit().rest.issues.createComment({
                ...this.repo,
                issue_number: prNumber,
                body: text
            });
            this.commentId = data.id;
            this.logger.info(`Commented the ${kind} on pull request #${prNumber}.`);
        });
    }
    /** Edits a comment; false when it was deleted meanwhile (anything else is a real failure). */
    async editComment(id, body) {
        try {
            await this.statusOctokit().rest.issues.updateComment({ ...this.repo, comment_id: id, body });
            this.commentId = id;
            return true;
        }
        catch (error) {
            if (statusOf(error) !== 404)
                throw error;
            return false;
        }
    }
    /** Runs `fn`, turning any failure into a warning: GitHub never fails the deploy. */
    async guard(what, fn) {
        try {
            await fn();
        }
        catch (error) {
            this.logger.warning(this.scrub(`GitHub integration: ${what} failed: ${describeGitHubError(error)}. The deploy itself is not affected.`));
        }
    }
    /** A status description as sent: redacted, then fitted to GitHub's limit. */
    describe(text) {
        return statusDescription(this.scrub(this.redact(text)));
    }
    /** `text` without the token, whatever the logger in use does. */
    scrub(text) {
        return text.split(this.token).join('***');
    }
}


/***/ })

};
