/**
 * The full text of each demo article (/dive-our/{slug}), as rich text within the site's allowlist
 * (packages/shared HTML_ALLOWLISTS.rich); the seed passes each through the API's sanitizer like an editor's
 * save.
 */
export const ARTICLE_BODIES = {
  newsletterOctober: `
<p>October is the month our cloud labs doubled. Here is what is new, where we are teaching next and what you asked us.</p>
<h2>Forty new guided labs</h2>
<p>Every cloud track now ends each module with a lab you can break without consequences. The new ones cover:</p>
<ul>
  <li>networking a three-tier app across two availability zones;</li>
  <li>rotating secrets without a minute of downtime;</li>
  <li>reading a bill and finding the resource that caused it.</li>
</ul>
<p>Each lab account is created for you, capped at a small budget and destroyed when you finish.</p>
<h2>A weekend cohort in Pune</h2>
<p>Our first Pune cohort starts on the second Saturday of November: eight weekends, two evenings of mentoring a month, and the same labs as the online track.</p>
<h2>Your questions</h2>
<p><strong>Can I pause a course?</strong> Yes: your progress and your quiz attempts stay where you left them.</p>
<p><strong>Do certificates expire?</strong> No. A certificate says what you could do on the day you earned it.</p>
<p><strong>Can my employer pay?</strong> Yes: ask us for an invoice in your company’s name before you order.</p>
<p><strong>What if I fail a quiz?</strong> Take it again. Only your best attempt counts.</p>
<p><strong>Are the labs included?</strong> Every lab of a course is part of its price; you never pay a cloud bill.</p>
`,
  gradingOnSpeed: `
<p>For two years our quizzes had a clock. Learners who answered fast scored higher, and we told ourselves that speed showed mastery.</p>
<p>Then we read the answers. The fastest learners were often the most confident, not the most accurate; the careful ones ran out of time on questions they would have got right.</p>
<h2>What we changed</h2>
<ol>
  <li>Quizzes have no timer. You can take as long as a question needs.</li>
  <li>Scores are graded by the server once, at the end, so nothing rewards rushing.</li>
  <li>Every wrong answer links to the lesson that covers it.</li>
</ol>
<h2>What did not change</h2>
<p>Pass marks stayed where they were, and so did the difficulty. Average scores rose by four points; completion rose by eleven.</p>
<blockquote>Understanding takes the time it takes. Our job is to measure it, not to race it.</blockquote>
`,
  trainingPartnersList: `
<p>The Bengaluru Business Chronicle asked thirty engineering leaders which training partners they trust with experienced hires. Curio was one of ten named.</p>
<p>The piece looks at how companies bring a senior engineer up to speed on a codebase they have never seen, and spoke to three of our clients about what worked.</p>
<h2>What the clients said</h2>
<ul>
  <li>A fintech team described new hires shipping to production in their third week.</li>
  <li>A logistics company valued labs built on a copy of its own stack.</li>
  <li>A healthcare start-up pointed to mentors who stayed on call after the course ended.</li>
</ul>
<p>We are grateful to the clients who spoke so openly, and to the learners whose work made the numbers.</p>
`,
  newsletterAugust: `
<p>This month the assessment engine learned to explain itself, and mock-interview evenings came back to HSR Layout.</p>
<h2>Scores with their evidence</h2>
<p>Every assessment score now comes with the answers and exercises behind it. A manager who sees a 72 can open it and read exactly which tasks the candidate solved, which they skipped and where they struggled.</p>
<p>Candidates see the same report. Several told us it was the first test that felt fair.</p>
<h2>Mock interviews are back</h2>
<p>Every second Thursday, 6:30 pm, at the HSR Layout studio. Bring a CV and a project you can talk about for ten minutes; our trainers bring the questions.</p>
`,
  careerSwitchStories: `
<p>Three learners who changed careers this year told us about their first ninety days in a tech job.</p>
<h2>The physicist</h2>
<p>Ananya spent six years measuring thin films before joining a cloud team. “The maths was easy. Learning who to ask, and when, was the real course.”</p>
<h2>The bank teller</h2>
<p>Rohan moved from a branch counter to support engineering. He says the habit that helped most was writing down every command he ran in his first month.</p>
<h2>The schoolteacher</h2>
<p>Deepa taught chemistry for a decade and now writes front-end code. “Explaining things to fourteen-year-olds is good practice for code review.”</p>
<p>What they share:</p>
<ul>
  <li>they practised on real infrastructure, not slides;</li>
  <li>they asked for feedback early and often;</li>
  <li>they kept one project going from the course into the job.</li>
</ul>
`,
  disposableSandboxes: `
<p>TechCurrent India wrote about the budget-capped lab accounts our cloud learners use, and why we think every learner deserves somewhere to break things.</p>
<p>Each lab creates a fresh cloud account with a spending cap of a few dollars. When the lab ends, or the cap is reached, the account and everything in it are destroyed.</p>
<h2>Why it matters</h2>
<ul>
  <li>Learners practise on the real console, with real errors.</li>
  <li>A forgotten instance cannot run up a bill.</li>
  <li>Nobody has to share credentials or clean up after someone else.</li>
</ul>
<p>The article also covers what it costs us, and why we think it is worth it.</p>
`,
  newsletterJune: `
<p>Summer cohorts are under way. Meet the scholarship winners, and take the LMS with you on your phone.</p>
<h2>Twelve scholarship winners</h2>
<p>Twelve learners won full scholarships to this summer’s cohorts, chosen from over four hundred applications. Half of them are switching careers; a third are the first in their family to work in technology.</p>
<h2>The LMS on your phone</h2>
<p>The learning management system now works on phones: watch a lesson on the bus, pick up the quiz at your desk. Your progress follows you.</p>
<p>As always, reply to this newsletter with anything you would like us to write about.</p>
`,
  onboardingWeek: `
<p>When a senior engineer joins a client team through our lateral-hiring programme, their first week follows a plan. Here it is, day by day.</p>
<ol>
  <li><strong>Monday:</strong> the product, the people, and a laptop that builds the code before lunch.</li>
  <li><strong>Tuesday:</strong> a guided tour of the architecture by the engineer who knows it best.</li>
  <li><strong>Wednesday:</strong> the first pull request: small, real and reviewed the same day.</li>
  <li><strong>Thursday:</strong> on-call shadowing and a walk through the last incident report.</li>
  <li><strong>Friday:</strong> a retrospective: what was confusing, and what we change for the next hire.</li>
</ol>
<h2>Why the first pull request comes on day three</h2>
<p>Shipping something early answers the questions nobody thinks to ask: how code is reviewed, how it is deployed and who to ask when the build breaks.</p>
`,
  hireTrainDeployProfile: `
<p>EdLine Weekly profiled our hire-train-deploy model: we hire promising people, train them for twelve weeks on a client’s stack and deploy them into the client’s teams.</p>
<h2>The numbers</h2>
<p>Eighteen months after their programme, twenty of one client’s twenty-two graduates were still in their teams.</p>
<h2>The client’s part</h2>
<p>The article points out what makes the model work: the client’s own engineers review the capstone projects and mentor the cohort from week six. Graduates join teams that already know them.</p>
`,
  accessibilitySkill: `
<p>Every front-end track now includes a week of testing with a screen reader. Here is why, and what learners find.</p>
<p>Most accessibility training is a checklist: alt text, labels, contrast. Checklists help, but they do not teach what it is like to use a page you cannot see.</p>
<h2>What the week covers</h2>
<ul>
  <li>using a site with only a keyboard, then only a screen reader;</li>
  <li>finding and fixing the five problems learners hit most often;</li>
  <li>writing a browser test that keeps each fix fixed.</li>
</ul>
<p>Learners say the most surprising discovery is how often a page that looks finished cannot be used at all.</p>
`,
} as const;
