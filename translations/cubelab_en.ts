<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>ActionTable</name>
    <message>
        <source>&amp;Lecture example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lin&amp;k…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a cubelab: link to a moment, such as one from a course page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view as P&amp;NG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export trace as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export trace for Perfetto / &amp;chrome://tracing (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Pajé trace for ViTE…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Handout (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step on a page: the caption, the cube and the partial results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation (GIF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stepping as a looping animation for a slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;LaTeX/TikZ figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cube at the current step as a LaTeX document for pdflatex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Web page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson, or the scenario, as one HTML file a student steps through in any browser, offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;link to this moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a cubelab: link that opens this scenario at this step, with the layout, the panel, what is followed and the comparison shown now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this moment as a lesson &amp;scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this moment as a scene of a lesson file, to paste into a lesson and give its title and text (docs/lessons.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower: more time per step while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fas&amp;ter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster: less time per step while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation mode: the cube, the caption and the partial results alone, in large type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank the screen, as a clicker&apos;s blank key does; a step key brings the picture back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop following an input or an s_i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a second scenario beside this one, stepped by the same timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the space-time &amp;diagrams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While comparing, show both scenarios&apos; space-time diagrams instead of their cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop comparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the current scenario alone again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every panel back in its first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the keyboard into the next panel; after the last one, back to the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the keyboard into the panel before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson file (docs/lessons.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About CubeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap the cube and the scene&apos;s panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the stage: the lesson scene&apos;s panel and the cube (or the partial results) change places</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the animation would have %1 frames of %2 x %3 pixels, more than an animation may have (%4 frames of 1280 x 720, or as many pixels): choose a smaller cube or a smaller size; the handout (PDF) shows every step of a long run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectiveTexts</name>
    <message>
        <source>Tree_UpDo – Reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Down – Broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do – All-Reduce (reduce, then broadcast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do – All-Reduce (cube accumulation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce to the root along the binomial tree: only the root ends with the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast the root&apos;s data down the binomial tree to every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce as reduce to the root, then broadcast back down the tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce by exchanging across every link in turn: every node ends with the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>product (·)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1) link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1) links %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cube of dimension 0 has one node and no link: there is nothing to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first step: every node i holds its input a_i. Next: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The senders are done; each receiver combines: s := s %1 H.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver takes the data: s := H.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both partners combine what they receive: s := s %1 H.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: only %1 holds the whole result; the others hold partial results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: every node holds the root&apos;s data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: every node holds the whole result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more; the partial results show every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first step: only node %1 holds data, its input a_%2; the other nodes have no data yet. Next: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first step: %1 of the %2 nodes hold their input a_i; the others have no data yet. Next: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 nodes exchange with their partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes exchange with their partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 nodes with bit %2 set send to their partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 nodes with bit %2 clear send to their partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes send to their partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Up – Gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter – Tree_Down with blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce_Scatter – Reduce-scatter by recursive halving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allgather – recursive doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner – All-Reduce (reduce-scatter, then allgather)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring – All-Reduce on a Gray-code ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather every node&apos;s block to the root along the binomial tree: the messages grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter the root&apos;s blocks down the binomial tree: node i ends with block i; the messages shrink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce-scatter by recursive halving: node i ends with block i of the result; the messages halve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allgather by recursive doubling: every node ends with every node&apos;s block; the messages double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce for long vectors: reduce-scatter by recursive halving, then allgather by recursive doubling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce around a ring embedded in the cube by a Gray code: 2(p-1) steps, one block a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allgather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The senders are done; each receiver adds the blocks it receives to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sender hands on the blocks for the other half of the cube; each receiver takes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each node keeps the blocks of its half, sends the others and combines the partner&apos;s copies: s[b] := s[b] %1 H[b].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver adds the blocks it receives to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver combines what it receives: s := s %1 H.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver takes what it receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 holds every node&apos;s block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: node i holds block i of the root&apos;s data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: node i holds block i of the whole result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: every node holds every node&apos;s block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver combines the blocks it receives with its own copies: s[b] := s[b] %1 H[b].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each receiver takes the blocks it receives in place of its own copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes send, each over one of links %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An MPI program, traced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The messages a real MPI program sent, as its ranks recorded them: shown, not run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: the program&apos;s last message has arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✕ no neighbours: links %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by 1 rank: not traced link by link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 ranks: not traced link by link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A traced MPI program on %1 ranks: rank r is node r. Its messages are shown as the ranks recorded them, with the values their buffers held; what the nodes hold is not recorded. Next: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on no link (links %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends to %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchanges with %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends to %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives from %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>CubeLab: reduce and all-reduce on a hypercube, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the scenario FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the recorded trace FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show step K (0 = the initial state).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the language de or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LANG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the theme light, dark or high-contrast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode (large fonts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window into the PNG FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window into the SVG FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try --help for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step needs a whole number from 0 up to the number of steps; got &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: choose de or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown theme &apos;%1&apos;: choose light, dark or high-contrast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --export-png or --export-svg, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the costs for the machine preset ID or the machine FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID|FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an export, render only the panel ID: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown panel &apos;%1&apos;: choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an export, render at W x H pixels (default: a slide&apos;s %1x%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT in pixels, from %1x%2 up to %3x%4 (a slide: %5x%6); got &apos;%7&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size sets the size of an exported picture: give --export-png FILE or --export-svg FILE too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Exercises panel at the exercise ID (such as rabenseifner-power-gc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--exercise needs an exercise id, such as rabenseifner-power-gc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the input a_I through the steps, or show what s_I at step K is made of (s_I).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a_I|s_I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--follow needs an input such as a_5 or a partial result such as s_0; got &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a second scenario beside the first, stepped by the same timeline: %1 or a scenario FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAIR|FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a handout, every step on a page of the PDF FILE, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the stepping as an animated GIF FILE (1280x720 unless --size) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the view at step K as a LaTeX/TikZ figure FILE (pdflatex) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step chooses the step of a picture; --export-pdf and --export-gif show every step. Leave --step out, or use --export-png, --export-svg or --export-tikz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size does not apply to --export-pdf: the handout&apos;s pages are A4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare needs %1 or a scenario file; got &apos;%2&apos;, which is neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--panel renders a panel into a file: give --export-png FILE or --export-svg FILE too (--export-tikz FILE takes --panel %1 only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a link to a moment (cubelab:1/…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[LINK]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;: give one link (cubelab:…), or files with --scenario FILE or --trace FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one of a link, --scenario or --trace, not more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson ID (such as reduce-allreduce) or the lesson FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --lesson, start at scene K (1 = the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scene needs a whole number from 1 up to the number of scenes; got &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scene needs --lesson ID|FILE, the lesson it is a scene of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one of a lesson, a link, --scenario or --trace, not more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the scenario, or with --lesson the whole lesson, as one web page FILE that steps through it in any browser, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one export at a time: --export-png, --export-svg, --export-pdf, --export-gif, --export-tikz or --export-html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--export-html writes every step, and its pictures scale to any screen: leave out --step and --size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparedScenario</name>
    <message>
        <source>%1 has no collective the lecture sets beside it to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against the collective the lecture sets beside it (%1 has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2 (the same input, machine and dimension)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecture&apos;s link order against the reversed one (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another scenario file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · links %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a traced MPI program&apos;s run cannot be run again in another order; compare it with the lecture&apos;s collective closest to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecture&apos;s collective closest to the traced program (the same dimension, root and link order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reversed link order (a traced program cannot be run again)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonSetup</name>
    <message>
        <source>A cube of dimension 0 is a single node: there is nothing to send and nothing to compare. Choose a dimension n of at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (up to n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine “%1” has links 1 to %2, but a cube of dimension n = %3 needs links up to %3. Choose a dimension of at most %2 in the scenario, or a machine with more links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets with enough links: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do (scenario&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do (scenario&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do (lecture&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do (best order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduce %1 · broadcast %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 element (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elements (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 elements (%2) on, %3 is faster than %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing a cube of dimension n = %1 runs every variant on %2 nodes and takes seconds (1.5 to 4 s at n = 16), so it is done only when you ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing the variants on %1 nodes (n = %2) … The window stays usable meanwhile; the chart and the table show the result when it is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner (scenario&apos;s orders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring (scenario&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the fastest of all variants at every length shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the fastest of all variants below %2 elements (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 elements (%2) on, %3 is the fastest of all variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner and the ring are compared up to n = %1: above, the ring alone would send 2(p − 1)·p messages, too many to price at every edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CubeAccessible</name>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Node %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this folder holds the files that came with CubeLab, which are kept as they are; choose a folder of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is not enough memory for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not written: %2. What was there before is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not written: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowMarks</name>
    <message>
        <source>%1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring: holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent part of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring: part of %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made of %1 alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made of %1 via 1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made of %1 via %2 messages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>%1 – handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CubeLab handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more nodes: see the Partial results table in CubeLab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageFiles</name>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LectureExports</name>
    <message>
        <source>the hypercube view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>the collective, the step, the view</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MachineTexts</name>
    <message>
        <source>Ideal hypercube, nCUBE 2-like (illustrative figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGI Origin 2000-like (illustrative figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parsytec POWER-GC-like (illustrative figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each direction on its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both directions together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half duplex, an exchange&apos;s two start-ups add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half duplex, an exchange&apos;s two start-ups overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <comment>between lists of links</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links %1 share their capacity for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no link class shares a capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumed: %1; %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasuredTexts</name>
    <message>
        <source>1 MPI rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MPI ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median of %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured on %1 (%2, %3), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same messages and final values as the emulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not compared with the emulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: %1; %2 agrees (largest difference %3, allowed %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPI&apos;s own %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>fastest – slowest run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>median (fastest – slowest)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model predicts %1 times the measured time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traced on 1 MPI rank, one run, read off its clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traced on %1 MPI ranks, one run, read off their clocks (steps may overlap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program&apos;s results are its own: CubeLab saw its messages, not its variables.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelRegistry</name>
    <message>
        <source>Link loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space-time diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgramFile</name>
    <message>
        <source>%1 was not opened: there is no such file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: it is not a regular file (a folder, a device or a pipe); a program is a .lua text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: it holds %2 bytes; a program file may hold at most %3 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: it is not UTF-8 text (%2, %3); a program is a .lua text file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shown</name>
    <message>
        <source>unknown layout &quot;%1&quot;: allowed are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown panel &quot;%1&quot;: allowed are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not something to follow: give a_I (an input) or s_I (a partial result), I a node of the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown comparison &quot;%1&quot;: allowed are %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceTimeAccessible</name>
    <message>
        <source>%1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on no link (links %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages among these nodes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchanges with %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends %1 messages to %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends to %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives %1 messages from %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives from %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows of %2 nodes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each node does in each step: %1 by %2 steps. The current step is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceTimeLayout</name>
    <message>
        <source>%1) %2</source>
        <comment>a step&apos;s label and its link numbers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>a step&apos;s label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps (each the same width)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends or receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle: waits this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done: no more messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message: thicker with more bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes in %2 rows of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message within a row&apos;s nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured time since start (%1), each step its median</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpokenTable</name>
    <message>
        <source>%1: %2</source>
        <comment>a table&apos;s cell: its column&apos;s header and its text</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepFigure</name>
    <message>
        <source>The export would draw %1 pictures of the cube, %2 nodes in all, more than the %3 an export may draw: choose a smaller cube or a scenario with fewer steps.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnsavedChanges</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before you go on? Changes that are discarded are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program “%1” has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebPageWriter</name>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank the screen (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen is blank. Press B to show it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial results s_i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: → or Space next, ← back, Home first, End last, B blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do is never faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives in step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (the root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypercube at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page holds no CubeLab data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the page&apos;s run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube size n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example 3,2,1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic (a_0, a_1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (steps only, no cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link loads up to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1: %2 messages, %3 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost on the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to this step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a machine to see what the steps cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more messages in this step are not drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address names no run this page can show: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This browser cannot run CubeLab&apos;s engine: the page shows its own run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer, in the lecture&apos;s brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link order, the first used first (e.g. 3, 2, 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write an answer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the links as numbers, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This browser cannot run the page&apos;s engine: answers are not checked here. Next shows the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your node program (Lua)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program ran: %1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercises: node programs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebQuestions</name>
    <message>
        <source>What does node %1 hold after step %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node program is written, run and checked in CubeLab itself, in its Exercises panel: this page cannot run one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>The last machine could not be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last scenario is too large to restore at start; open its file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last scenario (n = %1) takes a while to run, so the window opens on the lecture example; open its file again to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last scenario could not be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::BlankScreen</name>
    <message>
        <source>Blank screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::BroadcastAnswerEditor</name>
    <message>
        <source>address %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In which step does each node receive the data? (? = not answered; the root has it at step 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given by the exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step in which node %1 (%2) receives the data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ChoiceActions</name>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As in the &amp;lecture (tree or cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binomial &amp;tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;weight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CodeEditor</name>
    <message>
        <source>The text was not inserted: with it the program would have %1 bytes, and a program may have at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CodeView</name>
    <message>
        <source>Node program of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background:%1&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; senders&apos; line &amp;nbsp; &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; receivers&apos; line. Click a node to follow it alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this node is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program is the student&apos;s own,
in C or Fortran: the trace holds
what its ranks sent and received,
not its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The senders run line %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The receivers run line %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareCostsStrip</name>
    <message>
        <source>%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No costs to compare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both take %1 on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is faster: %2 less (%3 takes %4 times as long).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareDialog</name>
    <message>
        <source>Compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show beside the current scenario, stepped by the same timeline:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareMode</name>
    <message>
        <source>Nothing to compare with: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the compared %1 nodes…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareStage</name>
    <message>
        <source>%1 — done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonChart</name>
    <message>
        <source>The comparison could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare for n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce time by vector length: n = %1 (p = %2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario&apos;s m = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossover (numbered, see below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders: %1: %2; %3: %4 (best for %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here the two Tree_Do orders take the same time at every length: their lines lie on each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures of “%1” are illustrative, not measurements: the chart shows proportions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossover, numbered as below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector length m (elements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fastest of all changes (lettered, see below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fastest of all&lt;/b&gt; (the lettered points):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fastest of all changes, lettered as below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cube_Do and Tree_Do do not cross&lt;/b&gt; between %1 and %2: their order stays the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Where Cube_Do and Tree_Do cross&lt;/b&gt; (the numbered points):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonTable</name>
    <message>
        <source>Compare for n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do or Tree_Do? The lecture&apos;s comparison, and the same computed for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upper rows quote the lecture; the lower rows are counted from the engine&apos;s runs and priced by the cost model. “The same arithmetic work” is the busiest node&apos;s: in all, Cube_Do combines on every node in every step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures of “%1” are illustrative, not measurements: the times show proportions, not what the real machine took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best order is shown once the question is answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonTableModel</name>
    <message>
        <source>In the lecture: “Vergleich der Varianten a) und b)”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same arithmetic work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nCube bidirectional communications, or 2·nCube unidirectional ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2·nCube unidirectional communications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal link load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link load falling with rising / falling link number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal when all links have the same bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree embedded in the hypercube is chosen by the links&apos; bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal in a physical hypercube, e.g. the nCUBE 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger systems can have lower bandwidths on some links for technological reasons, e.g. the POWER-GC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed for this machine: %1, n = %2 (p = %3), m = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best orders for %1 on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combines on the busiest node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combines on all nodes together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages of the busiest node, one way (sent + received)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communications of the busiest node (an exchange counts once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 load (messages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages carrying %2 over link %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time relative to Tree_Do (best order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders with the least time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this order is one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this order is not one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduce: %1 · broadcast: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found by the sorting rule of the cost model (n &gt; %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found by trying every order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do
scenario&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do
(variant b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do
scenario&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do
lecture&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree_Do
best order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 load (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elements over link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest of all variants, by vector length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the chart&apos;s lengths, %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner
scenario&apos;s orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabenseifner
halving + doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring
scenario&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring
on a Gray code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecture compares only Cube_Do and Tree_Do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not searched here: cubelab-cli best-order --algorithm %1 finds the best orders of this variant.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ErrorBar</name>
    <message>
        <source>Close the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ExercisePanel</name>
    <message>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the exercise “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not right yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s_%1 after step %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers checked: %1. Solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers checked: %1. Not solved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These exercise files could not be loaded (the others are here):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress cannot be read, so it is not shown: %1. The file is left as it is; when you next check or change an answer it is moved to “%2” and a new one is started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your progress could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this exercise&apos;s scenario in the window (undo takes it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the fastest link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict the broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Cube_Do and Tree_Do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the node holds after the step and play the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate the start and the solution side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window shows the cube before the step; a right answer plays the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the exercise in the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some exercise files could not be loaded (the Exercises panel lists them): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved exercise progress cannot be read, so it is not shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This exercise cannot be shown. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which blocks each node holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a node program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your program on every cube and root the exercise names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the trace of a run of CubeLab&apos;s own, not of a traced MPI program: trace your program with cubelab-mpi trace --output FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traced run could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not solved yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::FollowControl</name>
    <message>
        <source>Follow %1 through the steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does %1 come from?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::HypercubeView</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next: step %1), link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends and receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypercube view draws cubes of up to %1 dimensions (%2 nodes).
This cube has %3 dimensions and %4 nodes: so many nodes and links no longer make a picture anyone can read, so the view stops here. The engine runs it in full — the table and the charts show every step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 (id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… (the table shows it whole)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a node, or see the table, for its s_i.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long s_i are cut short (…): point at a node, or see the table, for the whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little room for the s_i here: a larger window shows them, and so do the table and a node&apos;s tooltip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 of the %2 blocks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more; the partial results list every block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next: step %1), links %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells: the blocks held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>darker: more inputs combined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a link: how many blocks it carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many nodes to write their s_i here: the table of partial results lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long s_i are cut short (…): the table of partial results lists them whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little room for the s_i here: the table of partial results lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::InitialValuesDialog</name>
    <message>
        <source>Initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a_%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>element %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input a_i of every node i, one column per vector element.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LessonMode</name>
    <message>
        <source>The lesson was not opened: %1 (the built-in lessons are %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has scenes 1 to %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s scene cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scene is on the clipboard: paste it into a lesson&apos;s &quot;scenes&quot; and write its title and text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LessonPane</name>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back: the step or scene before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the next step or scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring: change anything; &quot;Back to the lesson&quot; returns to scene %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene %1 of %2: the end of the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene %1 of %2. Next (Right, Page Down, Space) goes on; Back (Left, Page Up) goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the question in the Exercises panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question: answer it in the Exercises panel (&quot;Answer the question&quot;), which checks the answer and says what is right or wrong; or press Next to see the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot be worked out here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is a node program: write it, run it and check it in the Exercises panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not right yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene %1 of %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkBandwidthChart</name>
    <message>
        <source>Bandwidth of each link (one direction); classes set apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkClassModel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links, e.g. 1–4 or 5, 6. Naming a link of another class moves it to this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start-up time α of one message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth of one link in one direction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All links of the class share %1 within one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shared: every link has its full bandwidth. Type a number to share a capacity, clear the cell for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared capacity (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write links as numbers and ranges, e.g. 1–4 or 5, 6 (links 1 to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link class needs at least one link. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a link or a range of links. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no link %1: this machine has links 1 to %2 (its max dimension).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 is named twice; name every link once. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number. Write numbers like %2 or %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class %1 would have no link left. Give it other links first, or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 would belong to no class: every link 1 to %2 belongs to exactly one class. To move it, name it in the class it should join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latency of class %1 must be 0 µs or more, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bandwidth of class %1 must be more than 0 MB/s, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared capacity of class %1 must be more than 0 MB/s, or empty for none, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the links of class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the latency of class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the bandwidth of class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the shared capacity of class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom the shared capacity serves: both directions of the links together (one pool, as a bus), or each direction on its own (as the bisection of full-duplex links). Now: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the class shares no capacity, so it does not matter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class %1 shares its capacity for both directions together or for each direction on its own; choose one of the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change whom the shared capacity of class %1 serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkLoadBars</name>
    <message>
        <source>Link %1: %2 of 1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1: %2 of %3 messages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkLoadsChart</name>
    <message>
        <source> (lecture order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (reversed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, links %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;This step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Up to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages (an exchange counts as two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (%1) = messages × m × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link loads at the start: no messages yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link loads in step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link loads up to step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each message is counted once; in an exchange both partners send, so it counts as two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparisons are left out above n = %1: each would run the engine on 2^n nodes, which takes seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparisons could not be run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparisons are shown at the same step number (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message carries the whole vector: m = %1, %2 an element (the machine&apos;s element size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (%1) = elements sent × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message carries only its blocks: the vector of m = %1 elements is cut into %2 blocks, %3 an element (the machine&apos;s element size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other link orders&apos; loads are shown once the question is answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkOrderEditor</name>
    <message>
        <source>◀ Earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lecture order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first link is used first. Drag a link to move it, or choose it with ← and → and move it with Ctrl+← and Ctrl+→.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::MachineEditor</name>
    <message>
        <source>Load the machine preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the duplex mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the element size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name must not be empty; give the machine a name to tell it by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the max dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the combine time must be 0 ns or more, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the combine time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a link class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every link has a class of its own already. Raise the max dimension to add links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a machine needs at least one link class; this is the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove link class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine file was not loaded; the current machine stays. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the machine file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine was not saved. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the machine to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a machine file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max dimension n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combine time (ns):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a machine file (format cubelab-machine); the current machine stays if it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the machine as a file (format cubelab-machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine has links 1 to n: cubes up to 2^n nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of one vector element on the wire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ns per element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to combine one element (one application of the operator), in nanoseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full (both directions at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half (one direction at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new class takes the highest link of the last class that has more than one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected class&apos;s links join the class above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not a preset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine has no note on where its figures come from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a preset (id &quot;%1&quot;). %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change how a half-duplex exchange&apos;s start-ups count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add (2α: one direction after the other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlap (α: both directions share the link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over a half-duplex link an exchange sends both ways: its two start-ups add (2α + 2Nβ) or overlap (α + 2Nβ). Full-duplex links send both ways at once, so this matters only for half duplex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every link equal, unshared and full duplex: the machine the published formulas assume (with no shared capacity, whom one would serve does not matter; it keeps the default, both directions together). The figures are of the order reported for the nCUBE 2 (a start-up of about 100 microseconds, about 2.2 MB/s per link and direction, about half a microsecond to add two doubles) and are illustrative, not measurements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 128 processors the links behave like an ideal hypercube; beyond, the bisection stops growing, as the lecture says of the Origin 2000: links 8 and 9 share the capacity that 128 processors&apos; bisection has, 64 links at full speed in each direction. The bisection is made of full-duplex links, so the capacity serves each direction on its own. The link speed of 150 MB/s and start-up of 10 microseconds are of the order of MPI figures reported for the machine (its CrayLink peak is about 800 MB/s a direction); the combine time is illustrative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The structure follows the lecture: links 1-4 have bandwidth a, links 5-6 b, links 7-8 c, with a &gt; b &gt; c, and the higher classes share a limited capacity (the bisection). Its links are full duplex, so the capacity serves each direction on its own. The lecture gives no absolute figures: a = 4 MB/s, b = 2 MB/s, c = 1 MB/s, the shared capacities (16 MB/s for links 5-6, 8 MB/s for links 7-8 in each direction, an eighth of what their links could carry at once at 128 processors), the start-up of 100 microseconds and the combine time are illustrative, chosen only in the lecture&apos;s proportions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a cell (or press F2) to edit it. Links: numbers and ranges, e.g. 1–4 or 5, 6; naming a link of another class moves it here. Shared capacity: what all links of the class carry together in one step; empty for none.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::MainWindow</name>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About CubeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;CubeLab %1&lt;/h3&gt;&lt;p&gt;Reduce and all-reduce on a hypercube, step by step: Tree_UpDo, Tree_Down, Tree_Do and Cube_Do as in the lecture.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no exercise &apos;%1&apos;: choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::OrderAnswerEditor</name>
    <message>
        <source>Change the link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first link is used first. While the window shows this exercise, the order here and the window&apos;s follow each other: change it here or in the scenario panel and watch the loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your link order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::PanelDocks</name>
    <message>
        <source>&amp;Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the s&amp;tage (F5 or Esc gives it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as P&amp;NG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::PartialResultsModel</name>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (no data yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(numeric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial result s_i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a cube this large the trace keeps the first %1 of the %2 elements of each value between the first and the last step (all of them would not fit in memory); the start and the end are kept whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (%1 of %2 elements kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start, click a row to follow its input a_i through the steps; double-click an s_i to see the inputs and messages it is made of; right-click for both. Esc stops following.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not recorded: only the messages are)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ProgramAnswerEditor</name>
    <message>
        <source>Write the node program here. Check runs it on cubes of several dimensions, roots, operators and vector lengths and compares every node with the exercise&apos;s collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the program with the lecture&apos;s program this exercise changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the program in the program editor and run it on the cube shown, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a traced MPI program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a traced MPI program…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check your own MPI program in C or Fortran instead: the trace file cubelab-mpi trace --output wrote of its run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your node program (Lua)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ProgramPanel</name>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran on %1 nodes: 1 step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran on %1 nodes: %2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template %1 is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lua programs (*.lua);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lua programs (*.lua)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the program on every node of the current scenario (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running on %1 nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was cancelled; the window shows what it showed before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run under way; the window keeps what it shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node program (Lua)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::RangeAnswerEditor</name>
    <message>
        <source>Cube_Do is faster for the vector lengths (elements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no upper end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do is still faster at the largest length compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube_Do is never faster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::RunIndicator</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop this change; the engine finishes in the background and its result is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ScenarioPanel</name>
    <message>
        <source>Change the dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the vector length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change symbolic/numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table of %1 values is too large to edit by hand (at most %2). Use the default inputs or random ones, or load a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector length m:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs a_i:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic (expressions and numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric (numbers only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>i + 1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random, seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own values (table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cube has p = 2^n nodes. The view draws up to n = 10; symbolic values go up to n = 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: every node ends with the result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = 1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the %1 link order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: node i ends with block i of the result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: every node ends with every node&apos;s block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring link order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 order:</source>
        <comment>a link order named for its phase</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A traced MPI program&apos;s run, shown as its ranks recorded it. It cannot be edited or run again here: trace the program again (cubelab-mpi trace), or open a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: the program&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit every node&apos;s input a_i in a table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::Session</name>
    <message>
        <source>The change was not made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot be run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program of this trace cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ShownState</name>
    <message>
        <source>nothing is open to show it on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is out of range: this scenario has steps 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SolutionView</name>
    <message>
        <source>Solution side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the exercise starts: links in the order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution: links in the order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars: messages per link — faint for the whole run, solid for the steps played so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 0 / %1: the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SpaceTimePanel</name>
    <message>
        <source>Steps a), b), c) …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The diagram shows the steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured time (median of each step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a&amp;xis:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SpaceTimeView</name>
    <message>
        <source>%1: %2 messages between these rows, such as %3 → %4 on link %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3 on link %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 element, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elements, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carries blocks %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wide line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 messages between these rows, such as %3 → %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2, tag %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buffer: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StageScene</name>
    <message>
        <source>Scene %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepCostsModel</name>
    <message>
        <source>The steps cannot be priced on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1-cube uses links 1–%1, but %2 has links 1–%3 only: no step costs are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No machine preset has %1 links: choose a smaller cube (n ≤ %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest message took %1 at %2 (%3 messages shared its link class); combining took %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a smaller cube (n ≤ %1) or a machine with more links: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest message took %1 at %2 (%3 messages shared its link class in its direction); combining took %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest – slowest run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepCostsPanel</name>
    <message>
        <source>Machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links %1: %2, start-up %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; %3 an element, %4 to combine one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine the step costs are computed for. Its figures are illustrative: the lecture gives proportions, not absolute numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time each step takes on the chosen machine; the current step is marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1 — steps: %2, vector length m = %3, %4 an element, on %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 shared by the class, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured total: %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepTimesChart</name>
    <message>
        <source>%1: %2, from %3 to %4, limited by %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: no step has run yet. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step times: total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1; m = %2, %3 an element; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1) %2</source>
        <comment>step label and its link numbers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step) link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: measured %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey: %1, total %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ %1: %2, from %3 to %4, limited by %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step times: predicted %1, measured %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::TimelineWidget</name>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per step while playing, from 4 s (left) to 0.1 s (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done after its last step, %1; the scenario beside it goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ValueAnswerEditor</name>
    <message>
        <source>step %1) over link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s_%1, address %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will the node hold after the step? An expression with brackets of any kind, or a number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. [(a_i+a_j)+(a_k+a_l)], or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which blocks does each node hold after the step? For every node its number, a colon and its blocks; nodes separated by semicolons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node: block, block; node: block, block; …</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowActions</name>
    <message>
        <source>Without a menu entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the view and the panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the previous / next node, in the order of the addresses (a screen reader speaks its s_i and what it does in the step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the focused node&apos;s menu (follow its input, where its s_i comes from)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next / previous control of a panel; a list, table or button reached so keeps its arrows and Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;6&apos;&gt;%1&lt;/table&gt;&lt;p&gt;The keys do not act while you type in a field; Enter commits a number and gives the keys back to the view (the frame round it shows where they go).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowDocks</name>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowExports</name>
    <message>
        <source>The picture was not exported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the view to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CubeLab hypercube view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace was not exported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the trace to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export was not written. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the space-time diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web page was not written. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no panel &apos;%1&apos;: choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CubeLab: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panel “%1” has no table to export as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table was not exported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the view as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the trace as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the trace for Perfetto / chrome://tracing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chrome traces (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the trace for ViTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pajé traces (*.paje *.trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a handout as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the animation as GIF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a LaTeX/TikZ figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX documents (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowFiles</name>
    <message>
        <source>The scenario was not opened; the current one stays. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace was not opened; the current scenario stays. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the recorded trace %1 as it was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] – CubeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lecture example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lecture-example</source>
        <comment>a file name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <comment>a file name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-scenario</source>
        <comment>added to a file name</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowLessons</name>
    <message>
        <source>Open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowLinks</name>
    <message>
        <source>The link was not opened; the current scenario stays. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link to a moment (cubelab:1/…):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link copied: it opens this moment in CubeLab (%1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link was made: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The window needs at least %1x%2 here; the picture has that size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line&apos;s --step, --follow or --compare cannot be shown: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
