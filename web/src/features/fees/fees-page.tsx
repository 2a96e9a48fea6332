/** /admissions/fees: placeholder until the page is built (issue 36). */
export function FeesPage() {
  return <h1>Fee Structure</h1>;
}
