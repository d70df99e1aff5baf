// Stands in for a source change in a redeploy test: appends a statement to each exposed screen module, so
// their content (and content hashes) differ from the build already deployed.
module.exports = function stampLoader(source) {
  const { stamp } = this.getOptions();
  return `${source}\n;(globalThis.__duesflowRedeploys ||= []).push(${JSON.stringify(stamp)});\n`;
};
