/** /mandatory-public-disclosure: placeholder until the page is built (issue 36). */
export function DisclosurePage() {
  return <h1>Mandatory Public Disclosure</h1>;
}
