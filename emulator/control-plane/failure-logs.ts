/**
 * Owns the log lines a failed revision writes when no scenario names its own, as the service's
 * builds write them: a pip resolution error inside a BuildKit step for a failed build, a Python
 * traceback from the agent server's start for a failed deploy. The last line of each is the
 * revision's `status_message`.
 */

/** The build's lines after the image build starts, ending in a dependency conflict. */
export function failedBuildLines(configPath: string): string[] {
  const install = `PYTHONDONTWRITEBYTECODE=1 uv pip install --system --no-cache-dir -c /api/constraints.txt -e /deps/agent`
  return [
    `#7 [2/5] ADD . /deps/agent`,
    `#7 DONE 0.1s`,
    `#8 [3/5] RUN ${install}`,
    `#8 1.204 Using Python 3.11.9 environment at: /usr/local`,
    `#8 2.317 Resolving dependencies from ${configPath} (dependencies: ["."])`,
    `#8 4.951 ERROR: Cannot install agent==0.1.0 because these package versions have conflicting dependencies.`,
    `#8 4.951 The conflict is caused by:`,
    `#8 4.951     agent 0.1.0 depends on langchain-core>=0.3`,
    `#8 4.951     langchain-openai 0.0.1 depends on langchain-core<0.2 and >=0.1.0`,
    `#8 4.952 ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts`,
    `#8 ERROR: process "/bin/sh -c ${install}" did not complete successfully: exit code: 1`,
    `ERROR: failed to solve: process "/bin/sh -c ${install}" did not complete successfully: exit code: 1`,
    'Build failed: dependency installation exited with code 1'
  ]
}

/** The deploy's lines after the server starts, ending in an import error of the graph. */
export function failedDeployLines(): string[] {
  return [
    'INFO:     Started server process [1]',
    'INFO:     Waiting for application startup.',
    'Traceback (most recent call last):',
    '  File "/api/langgraph_api/graph.py", line 412, in collect_graphs_from_env',
    '    graph = await run_in_executor(None, _graph_from_spec, spec)',
    '  File "/deps/agent/src/agent/graph.py", line 7, in <module>',
    '    from agent.tools import search_tool',
    "ModuleNotFoundError: No module named 'agent.tools'",
    'ERROR:    Application startup failed. Exiting.',
    'Deploy failed: agent server did not pass its health check'
  ]
}
