/**
 * /privacy-policy and /terms&condition (docs/product.md#content-pages: rich text). Demo wording for a
 * fictional company; sanitized when inserted like any operator-written rich text.
 */
export const PRIVACY_POLICY = `<p><em>Last updated: 1 September 2026</em></p>
<p>Curio Learning (“Curio”, “we”) runs this website and the courses on it from 27, 2nd Floor, 19th Main Road, Sector 3, HSR Layout, Bangalore, India, 560102. This policy explains what personal data we keep, why, and what you can ask us to do with it.</p>
<h2>1. What we collect</h2>
<ul><li><strong>Account details:</strong> your name, email address, phone number and, if you add one, a profile picture.</li><li><strong>Learning records:</strong> courses you buy, your progress, quiz results, reviews and certificates.</li><li><strong>Orders:</strong> the billing address you give at checkout and what you bought. We do not store card numbers.</li><li><strong>Messages:</strong> what you send us through the contact form or a job or trainer application.</li></ul>
<h2>2. Why we use it</h2>
<p>To run your account and courses, issue certificates, answer your messages, process applications, and, only if you opt in, send you our newsletter. We never sell personal data.</p>
<h2>3. Who we share it with</h2>
<p>Service providers that host our platform and send our email, under contracts that oblige them to protect it. For corporate programmes, your employer sees your progress in that programme only.</p>
<h2>4. How long we keep it</h2>
<p>Account and learning records for as long as your account exists and two years after, so you can still verify a certificate. Contact-form messages and applications for up to 24 months.</p>
<h2>5. Your rights</h2>
<p>You can see, correct, download or delete your data, and withdraw consent to marketing at any time. Write to <a href="mailto:privacy@curio.example">privacy@curio.example</a>; we reply within 30 days.</p>
<h2>6. Cookies</h2>
<p>We use only the storage needed to keep you logged in and your cart. Social media embeds in our gallery load only when you choose to open them.</p>`;

export const TERMS_AND_CONDITIONS = `<p><em>Last updated: 1 September 2026</em></p>
<p>These terms apply when you use the Curio website or buy a course from Curio Learning, HSR Layout, Bangalore. By creating an account you accept them.</p>
<h2>1. Your account</h2>
<p>Keep your password to yourself; you are responsible for what happens under your account. An account is for one person, and course access cannot be shared or resold.</p>
<h2>2. Courses and prices</h2>
<ul><li>Prices are shown in US dollars and include applicable taxes unless stated otherwise.</li><li>Cohort dates can move by up to two weeks; we tell you by email and you may ask for a refund instead.</li><li>Course material is for your own learning. Do not republish it.</li></ul>
<h2>3. Refunds</h2>
<p>Ask for a full refund within 7 days of purchase if you have completed less than 20% of the course. Corporate programmes follow the refund terms of their contract.</p>
<h2>4. Reviews and community posts</h2>
<p>Be honest and respectful. We remove content that is abusive, unlawful or advertising, and may suspend accounts that post it repeatedly.</p>
<h2>5. Certificates</h2>
<p>A certificate states that you completed a course and passed its assessment. It is not a university degree, and we may revoke one obtained by cheating.</p>
<h2>6. Liability</h2>
<p>We work hard to keep the platform available and accurate, but we cannot promise it will never be interrupted. Our liability for any course is limited to the price you paid for it.</p>
<h2>7. Law</h2>
<p>These terms are governed by the laws of India; the courts of Bangalore have jurisdiction. Questions: <a href="mailto:legal@curio.example">legal@curio.example</a>.</p>`;
