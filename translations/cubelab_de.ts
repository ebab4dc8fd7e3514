<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
<context>
    <name>ActionTable</name>
    <message>
        <source>&amp;Lecture example</source>
        <translation>Beispiel der &amp;Vorlesung</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>Szenario ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;trace…</source>
        <translation>&amp;Ablauf öffnen …</translation>
    </message>
    <message>
        <source>Open lin&amp;k…</source>
        <translation>Lin&amp;k öffnen …</translation>
    </message>
    <message>
        <source>Open a cubelab: link to a moment, such as one from a course page</source>
        <translation>Einen cubelab:-Link auf einen Moment öffnen, etwa von einer Kursseite</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>Szenario speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Export view as P&amp;NG…</source>
        <translation>Ansicht als P&amp;NG exportieren …</translation>
    </message>
    <message>
        <source>Export view as S&amp;VG…</source>
        <translation>Ansicht als SV&amp;G exportieren …</translation>
    </message>
    <message>
        <source>Export trace as &amp;JSON…</source>
        <translation>Ablauf als &amp;JSON exportieren …</translation>
    </message>
    <message>
        <source>Export trace for Perfetto / &amp;chrome://tracing (JSON)…</source>
        <translation>Ablauf für Perfetto / &amp;chrome://tracing exportieren (JSON) …</translation>
    </message>
    <message>
        <source>Export &amp;Pajé trace for ViTE…</source>
        <translation>&amp;Pajé-Ablauf für ViTE exportieren …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Handout (PDF)…</source>
        <translation>&amp;Handout (PDF) …</translation>
    </message>
    <message>
        <source>Every step on a page: the caption, the cube and the partial results</source>
        <translation>Jeder Schritt auf einer Seite: die Beschreibung, der Würfel und die Teilergebnisse</translation>
    </message>
    <message>
        <source>&amp;Animation (GIF)…</source>
        <translation>&amp;Animation (GIF) …</translation>
    </message>
    <message>
        <source>The stepping as a looping animation for a slide</source>
        <translation>Die Schritte als Endlos-Animation für eine Folie</translation>
    </message>
    <message>
        <source>&amp;LaTeX/TikZ figure…</source>
        <translation>&amp;LaTeX/TikZ-Abbildung …</translation>
    </message>
    <message>
        <source>The cube at the current step as a LaTeX document for pdflatex</source>
        <translation>Der Würfel beim aktuellen Schritt als LaTeX-Dokument für pdflatex</translation>
    </message>
    <message>
        <source>&amp;Web page…</source>
        <translation>&amp;Webseite …</translation>
    </message>
    <message>
        <source>The lesson, or the scenario, as one HTML file a student steps through in any browser, offline</source>
        <translation>Die Lektion oder das Szenario als eine HTML-Datei, die Studierende in jedem Browser Schritt für Schritt ansehen, offline</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Copy &amp;link to this moment</source>
        <translation>&amp;Link auf diesen Moment kopieren</translation>
    </message>
    <message>
        <source>Copy a cubelab: link that opens this scenario at this step, with the layout, the panel, what is followed and the comparison shown now</source>
        <translation>Einen cubelab:-Link kopieren, der dieses Szenario bei diesem Schritt öffnet, mit dem Layout, dem Bereich, der Verfolgung und dem Vergleich, die jetzt zu sehen sind</translation>
    </message>
    <message>
        <source>Copy this moment as a lesson &amp;scene</source>
        <translation>Diesen Moment als Lektions&amp;szene kopieren</translation>
    </message>
    <message>
        <source>Copy this moment as a scene of a lesson file, to paste into a lesson and give its title and text (docs/lessons.md)</source>
        <translation>Diesen Moment als Szene einer Lektionsdatei kopieren, um ihn in eine Lektion einzufügen und ihm Titel und Text zu geben (docs/lessons.md)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>&amp;Slower</source>
        <translation>Lan&amp;gsamer</translation>
    </message>
    <message>
        <source>Slower: more time per step while playing</source>
        <translation>Langsamer: mehr Zeit je Schritt beim Abspielen</translation>
    </message>
    <message>
        <source>Fas&amp;ter</source>
        <translation>&amp;Schneller</translation>
    </message>
    <message>
        <source>Faster: less time per step while playing</source>
        <translation>Schneller: weniger Zeit je Schritt beim Abspielen</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation>&amp;Letzter Schritt</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Presentation mode: the cube, the caption and the partial results alone, in large type</source>
        <translation>Präsentationsmodus: nur der Würfel, die Beschreibung und die Teilergebnisse, in großer Schrift</translation>
    </message>
    <message>
        <source>S&amp;wap the cube and the scene&apos;s panel</source>
        <translation>&amp;Würfel und Ansicht der Szene tauschen</translation>
    </message>
    <message>
        <source>On the stage: the lesson scene&apos;s panel and the cube (or the partial results) change places</source>
        <translation>Auf der Bühne: Die Ansicht der Lektionsszene und der Würfel (oder die Teilergebnisse) tauschen die Plätze</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Blank screen</source>
        <translation>Bildschirm &amp;schwarz</translation>
    </message>
    <message>
        <source>Blank the screen, as a clicker&apos;s blank key does; a step key brings the picture back</source>
        <translation>Den Bildschirm schwarz schalten wie die Schwarzbild-Taste des Presenters; eine Schritttaste bringt das Bild zurück</translation>
    </message>
    <message>
        <source>Stop following</source>
        <translation>Verfolgen beenden</translation>
    </message>
    <message>
        <source>Stop following an input or an s_i</source>
        <translation>Das Verfolgen einer Eingabe oder eines s_i beenden</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>Ver&amp;gleichen mit …</translation>
    </message>
    <message>
        <source>Show a second scenario beside this one, stepped by the same timeline</source>
        <translation>Ein zweites Szenario neben diesem zeigen, von derselben Zeitleiste gesteuert</translation>
    </message>
    <message>
        <source>Compare the space-time &amp;diagrams</source>
        <translation>Raum-Zeit-&amp;Diagramme vergleichen</translation>
    </message>
    <message>
        <source>While comparing, show both scenarios&apos; space-time diagrams instead of their cubes</source>
        <translation>Beim Vergleich die Raum-Zeit-Diagramme beider Szenarien statt ihrer Würfel zeigen</translation>
    </message>
    <message>
        <source>&amp;Stop comparing</source>
        <translation>Vergleich &amp;beenden</translation>
    </message>
    <message>
        <source>Show the current scenario alone again</source>
        <translation>Wieder nur das aktuelle Szenario zeigen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>V&amp;ergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;An Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put every panel back in its first place</source>
        <translation>Alle Bereiche wieder an ihren ursprünglichen Platz stellen</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>Move the keyboard into the next panel; after the last one, back to the cube</source>
        <translation>Die Tastatur in den nächsten Bereich bringen; nach dem letzten zurück zum Würfel</translation>
    </message>
    <message>
        <source>Pre&amp;vious panel</source>
        <translation>Vor&amp;heriger Bereich</translation>
    </message>
    <message>
        <source>Move the keyboard into the panel before</source>
        <translation>Die Tastatur in den vorigen Bereich bringen</translation>
    </message>
    <message>
        <source>Open lesson &amp;file…</source>
        <translation>Lektions&amp;datei öffnen …</translation>
    </message>
    <message>
        <source>Open a lesson file (docs/lessons.md)</source>
        <translation>Eine Lektionsdatei öffnen (docs/lessons.md)</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>&amp;About CubeLab</source>
        <translation>Ü&amp;ber CubeLab</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Präsentationsmodus beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>An&amp;ordnung</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>the animation would have %1 frames of %2 x %3 pixels, more than an animation may have (%4 frames of 1280 x 720, or as many pixels): choose a smaller cube or a smaller size; the handout (PDF) shows every step of a long run</source>
        <translation>die Animation hätte %1 Bilder zu %2 x %3 Pixeln, mehr als eine Animation haben darf (%4 Bilder zu 1280 x 720 oder ebenso viele Pixel): Wählen Sie einen kleineren Würfel oder eine kleinere Größe; das Handout (PDF) zeigt jeden Schritt eines langen Laufs</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
</context>
<context>
    <name>CollectiveTexts</name>
    <message>
        <source>Tree_UpDo – Reduce</source>
        <translation>Tree_UpDo – Reduce</translation>
    </message>
    <message>
        <source>Tree_Down – Broadcast</source>
        <translation>Tree_Down – Broadcast</translation>
    </message>
    <message>
        <source>Tree_Do – All-Reduce (reduce, then broadcast)</source>
        <translation>Tree_Do – All-Reduce (Reduce, dann Broadcast)</translation>
    </message>
    <message>
        <source>Cube_Do – All-Reduce (cube accumulation)</source>
        <translation>Cube_Do – All-Reduce (Cubeakkumulation)</translation>
    </message>
    <message>
        <source>Reduce to the root along the binomial tree: only the root ends with the result.</source>
        <translation>Reduce zur Wurzel entlang des binären Baums: nur die Wurzel hat am Ende das Ergebnis.</translation>
    </message>
    <message>
        <source>Broadcast the root&apos;s data down the binomial tree to every node.</source>
        <translation>Die Daten der Wurzel gehen den binären Baum hinab an jeden Knoten.</translation>
    </message>
    <message>
        <source>All-reduce as reduce to the root, then broadcast back down the tree.</source>
        <translation>All-Reduce als Reduce zur Wurzel, dann Broadcast den Baum hinab.</translation>
    </message>
    <message>
        <source>All-reduce by exchanging across every link in turn: every node ends with the result.</source>
        <translation>All-Reduce durch Austausch über jeden Link der Reihe nach: jeder Knoten hat am Ende das Ergebnis.</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>Reduce</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>sum (+)</source>
        <translation>Summe (+)</translation>
    </message>
    <message>
        <source>product (·)</source>
        <translation>Produkt (·)</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>%1) link %2</source>
        <translation>%1) Link %2</translation>
    </message>
    <message>
        <source>%1) links %2</source>
        <translation>%1) Links %2</translation>
    </message>
    <message>
        <source>A cube of dimension 0 has one node and no link: there is nothing to send.</source>
        <translation>Ein Würfel der Dimension 0 hat einen Knoten und keinen Link: es gibt nichts zu senden.</translation>
    </message>
    <message>
        <source>Before the first step: every node i holds its input a_i. Next: %1.</source>
        <translation>Vor dem ersten Schritt: jeder Knoten i hält seine Eingabe a_i. Als Nächstes: %1.</translation>
    </message>
    <message>
        <source>The senders are done; each receiver combines: s := s %1 H.</source>
        <translation>Die Sender sind fertig; jeder Empfänger verknüpft: s := s %1 H.</translation>
    </message>
    <message>
        <source>Each receiver takes the data: s := H.</source>
        <translation>Jeder Empfänger übernimmt die Daten: s := H.</translation>
    </message>
    <message>
        <source>Both partners combine what they receive: s := s %1 H.</source>
        <translation>Beide Partner verknüpfen, was sie empfangen: s := s %1 H.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. %4</source>
        <translation>%1 (%2): %3. %4</translation>
    </message>
    <message>
        <source>Done: only %1 holds the whole result; the others hold partial results.</source>
        <translation>Fertig: nur %1 besitzt das ganze Ergebnis; die anderen haben nur Teilergebnisse.</translation>
    </message>
    <message>
        <source>Done: every node holds the root&apos;s data.</source>
        <translation>Fertig: jeder Knoten hat die Daten der Wurzel.</translation>
    </message>
    <message>
        <source>Done: every node holds the whole result.</source>
        <translation>Fertig: jeder Knoten besitzt das ganze Ergebnis.</translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation>%1 (%2):</translation>
    </message>
    <message>
        <source>… and %1 more; the partial results show every node.</source>
        <translation>… und %1 weitere; die Teilergebnisse zeigen jeden Knoten.</translation>
    </message>
    <message>
        <source>Before the first step: only node %1 holds data, its input a_%2; the other nodes have no data yet. Next: %3.</source>
        <translation>Vor dem ersten Schritt: nur Knoten %1 hat Daten, seine Eingabe a_%2; die anderen Knoten haben noch keine Daten. Als Nächstes: %3.</translation>
    </message>
    <message>
        <source>Before the first step: %1 of the %2 nodes hold their input a_i; the others have no data yet. Next: %3.</source>
        <translation>Vor dem ersten Schritt: %1 der %2 Knoten halten ihre Eingabe a_i; die anderen haben noch keine Daten. Als Nächstes: %3.</translation>
    </message>
    <message>
        <source>all %1 nodes exchange with their partners</source>
        <translation>alle %1 Knoten tauschen mit ihren Partnern aus</translation>
    </message>
    <message>
        <source>%1 nodes exchange with their partners</source>
        <translation>%1 Knoten tauschen mit ihren Partnern aus</translation>
    </message>
    <message>
        <source>the %1 nodes with bit %2 set send to their partners</source>
        <translation>die %1 Knoten, deren Bit %2 gesetzt ist, senden an ihre Partner</translation>
    </message>
    <message>
        <source>the %1 nodes with bit %2 clear send to their partners</source>
        <translation>die %1 Knoten, deren Bit %2 nicht gesetzt ist, senden an ihre Partner</translation>
    </message>
    <message>
        <source>%1 nodes send to their partners</source>
        <translation>%1 Knoten senden an ihre Partner</translation>
    </message>
    <message>
        <source>Tree_Up – Gather</source>
        <translation>Tree_Up – Gather</translation>
    </message>
    <message>
        <source>Scatter – Tree_Down with blocks</source>
        <translation>Scatter – Tree_Down mit Blöcken</translation>
    </message>
    <message>
        <source>Reduce_Scatter – Reduce-scatter by recursive halving</source>
        <translation>Reduce_Scatter – Reduce-Scatter durch rekursives Halbieren</translation>
    </message>
    <message>
        <source>Allgather – recursive doubling</source>
        <translation>Allgather – rekursives Verdoppeln</translation>
    </message>
    <message>
        <source>Rabenseifner – All-Reduce (reduce-scatter, then allgather)</source>
        <translation>Rabenseifner – All-Reduce (Reduce-Scatter, dann Allgather)</translation>
    </message>
    <message>
        <source>Ring – All-Reduce on a Gray-code ring</source>
        <translation>Ring – All-Reduce auf einem Gray-Code-Ring</translation>
    </message>
    <message>
        <source>Gather every node&apos;s block to the root along the binomial tree: the messages grow.</source>
        <translation>Sammelt den Block jedes Knotens entlang des binären Baums bei der Wurzel: die Nachrichten wachsen.</translation>
    </message>
    <message>
        <source>Scatter the root&apos;s blocks down the binomial tree: node i ends with block i; the messages shrink.</source>
        <translation>Verteilt die Blöcke der Wurzel den binären Baum hinab: Knoten i hat am Ende Block i; die Nachrichten schrumpfen.</translation>
    </message>
    <message>
        <source>Reduce-scatter by recursive halving: node i ends with block i of the result; the messages halve.</source>
        <translation>Reduce-Scatter durch rekursives Halbieren: Knoten i hat am Ende Block i des Ergebnisses; die Nachrichten halbieren sich.</translation>
    </message>
    <message>
        <source>Allgather by recursive doubling: every node ends with every node&apos;s block; the messages double.</source>
        <translation>Allgather durch rekursives Verdoppeln: Jeder Knoten hat am Ende den Block jedes Knotens; die Nachrichten verdoppeln sich.</translation>
    </message>
    <message>
        <source>All-reduce for long vectors: reduce-scatter by recursive halving, then allgather by recursive doubling.</source>
        <translation>All-Reduce für lange Vektoren: Reduce-Scatter durch rekursives Halbieren, dann Allgather durch rekursives Verdoppeln.</translation>
    </message>
    <message>
        <source>All-reduce around a ring embedded in the cube by a Gray code: 2(p-1) steps, one block a message.</source>
        <translation>All-Reduce über einen Ring, der mit einem Gray-Code in den Würfel eingebettet ist: 2(p-1) Schritte, ein Block je Nachricht.</translation>
    </message>
    <message>
        <source>gather</source>
        <translation>Gather</translation>
    </message>
    <message>
        <source>scatter</source>
        <translation>Scatter</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>allgather</source>
        <translation>Allgather</translation>
    </message>
    <message>
        <source>The senders are done; each receiver adds the blocks it receives to its own.</source>
        <translation>Die Sender sind fertig; jeder Empfänger nimmt die empfangenen Blöcke zu seinen eigenen hinzu.</translation>
    </message>
    <message>
        <source>Each sender hands on the blocks for the other half of the cube; each receiver takes them.</source>
        <translation>Jeder Sender gibt die Blöcke für die andere Hälfte des Würfels weiter; jeder Empfänger übernimmt sie.</translation>
    </message>
    <message>
        <source>Each node keeps the blocks of its half, sends the others and combines the partner&apos;s copies: s[b] := s[b] %1 H[b].</source>
        <translation>Jeder Knoten behält die Blöcke seiner Hälfte, sendet die anderen und verknüpft die Kopien des Partners: s[b] := s[b] %1 H[b].</translation>
    </message>
    <message>
        <source>Each receiver adds the blocks it receives to its own.</source>
        <translation>Jeder Empfänger nimmt die empfangenen Blöcke zu seinen eigenen hinzu.</translation>
    </message>
    <message>
        <source>Each receiver combines what it receives: s := s %1 H.</source>
        <translation>Jeder Empfänger verknüpft, was er empfängt: s := s %1 H.</translation>
    </message>
    <message>
        <source>Each receiver takes what it receives.</source>
        <translation>Jeder Empfänger übernimmt, was er empfängt.</translation>
    </message>
    <message>
        <source>Done: %1 holds every node&apos;s block.</source>
        <translation>Fertig: %1 besitzt den Block jedes Knotens.</translation>
    </message>
    <message>
        <source>Done: node i holds block i of the root&apos;s data.</source>
        <translation>Fertig: Knoten i besitzt Block i der Daten der Wurzel.</translation>
    </message>
    <message>
        <source>Done: node i holds block i of the whole result.</source>
        <translation>Fertig: Knoten i besitzt Block i des ganzen Ergebnisses.</translation>
    </message>
    <message>
        <source>Done: every node holds every node&apos;s block.</source>
        <translation>Fertig: jeder Knoten besitzt den Block jedes Knotens.</translation>
    </message>
    <message>
        <source>Each receiver combines the blocks it receives with its own copies: s[b] := s[b] %1 H[b].</source>
        <translation>Jeder Empfänger verknüpft die empfangenen Blöcke mit seinen eigenen Kopien: s[b] := s[b] %1 H[b].</translation>
    </message>
    <message>
        <source>Each receiver takes the blocks it receives in place of its own copies.</source>
        <translation>Fertig: %1 hat den Block jedes Knotens.</translation>
    </message>
    <message>
        <source>%1 nodes send, each over one of links %2</source>
        <translation>%1 Knoten senden, jeder über einen der Links %2</translation>
    </message>
    <message>
        <source>An MPI program, traced</source>
        <translation>Ein MPI-Programm, aufgezeichnet</translation>
    </message>
    <message>
        <source>The messages a real MPI program sent, as its ranks recorded them: shown, not run again.</source>
        <translation>Die Nachrichten, die ein echtes MPI-Programm gesendet hat, wie seine Ränge sie aufgezeichnet haben: gezeigt, nicht erneut ausgeführt.</translation>
    </message>
    <message>
        <source>program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>%1)</source>
        <translation>%1)</translation>
    </message>
    <message>
        <source>Done: the program&apos;s last message has arrived.</source>
        <translation>Fertig: die letzte Nachricht des Programms ist angekommen.</translation>
    </message>
    <message>
        <source>✕ no neighbours: links %1</source>
        <translation>✕ keine Nachbarn: Links %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>%1 by 1 rank: not traced link by link</source>
        <translation>%1 von 1 Rang: nicht Link für Link aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 by %2 ranks: not traced link by link</source>
        <translation>%1 von %2 Rängen: nicht Link für Link aufgezeichnet</translation>
    </message>
    <message>
        <source>A traced MPI program on %1 ranks: rank r is node r. Its messages are shown as the ranks recorded them, with the values their buffers held; what the nodes hold is not recorded. Next: %2.</source>
        <translation>Ein aufgezeichnetes MPI-Programm auf %1 Rängen: Rang r ist Knoten r. Seine Nachrichten erscheinen, wie die Ränge sie aufgezeichnet haben, mit den Werten ihrer Puffer; was die Knoten halten, ist nicht aufgezeichnet. Als Nächstes: %2.</translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation>über Link %1</translation>
    </message>
    <message>
        <source>on no link (links %1)</source>
        <translation>über keinen Link (Links %1)</translation>
    </message>
    <message>
        <source>%1 sends to %2 %3</source>
        <translation>%1 sendet an %2 %3</translation>
    </message>
    <message>
        <source>exchanges with %1 %2</source>
        <translation>tauscht mit %1 %2 aus</translation>
    </message>
    <message>
        <source>sends to %1 %2</source>
        <translation>sendet an %1 %2</translation>
    </message>
    <message>
        <source>receives from %1 %2</source>
        <translation>empfängt von %1 %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>CubeLab: reduce and all-reduce on a hypercube, step by step.</source>
        <translation>CubeLab: Reduce und All-Reduce im Hypercube, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>Open the scenario FILE.</source>
        <translation>Das Szenario DATEI öffnen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Open the recorded trace FILE.</source>
        <translation>Den aufgezeichneten Ablauf DATEI öffnen.</translation>
    </message>
    <message>
        <source>Show step K (0 = the initial state).</source>
        <translation>Schritt K zeigen (0 = Anfangszustand).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Use the language de or en.</source>
        <translation>Die Sprache de oder en verwenden.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>Use the theme light, dark or high-contrast.</source>
        <translation>Das Farbschema light, dark oder high-contrast verwenden.</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>SCHEMA</translation>
    </message>
    <message>
        <source>Start in presentation mode (large fonts).</source>
        <translation>Im Präsentationsmodus starten (große Schrift).</translation>
    </message>
    <message>
        <source>Render the main window into the PNG FILE and exit.</source>
        <translation>Das Hauptfenster in die PNG-DATEI zeichnen und beenden.</translation>
    </message>
    <message>
        <source>Render the main window into the SVG FILE and exit.</source>
        <translation>Das Hauptfenster in die SVG-DATEI zeichnen und beenden.</translation>
    </message>
    <message>
        <source>Try --help for the options.</source>
        <translation>Die Optionen zeigt --help.</translation>
    </message>
    <message>
        <source>--step needs a whole number from 0 up to the number of steps; got &apos;%1&apos;.</source>
        <translation>--step braucht eine ganze Zahl von 0 bis zur Zahl der Schritte; angegeben war &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: choose de or en.</source>
        <translation>Unbekannte Sprache &apos;%1&apos;: de oder en wählen.</translation>
    </message>
    <message>
        <source>Unknown theme &apos;%1&apos;: choose light, dark or high-contrast.</source>
        <translation>Unbekanntes Farbschema &apos;%1&apos;: light, dark oder high-contrast wählen.</translation>
    </message>
    <message>
        <source>Give either --export-png or --export-svg, not both.</source>
        <translation>Entweder --export-png oder --export-svg angeben, nicht beides.</translation>
    </message>
    <message>
        <source>Compute the costs for the machine preset ID or the machine FILE.</source>
        <translation>Die Kosten für die Maschinenvorlage ID oder die Maschinendatei FILE berechnen.</translation>
    </message>
    <message>
        <source>ID|FILE</source>
        <translation>ID|FILE</translation>
    </message>
    <message>
        <source>With an export, render only the panel ID: %1.</source>
        <translation>Beim Export nur den Bereich ID zeichnen: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Unknown panel &apos;%1&apos;: choose one of %2.</source>
        <translation>Unbekannter Bereich &apos;%1&apos;: wählen Sie einen von %2.</translation>
    </message>
    <message>
        <source>With an export, render at W x H pixels (default: a slide&apos;s %1x%2).</source>
        <translation>Beim Export in B x H Pixeln zeichnen (Standard: die Größe einer Folie, %1x%2).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT in pixels, from %1x%2 up to %3x%4 (a slide: %5x%6); got &apos;%7&apos;.</source>
        <translation>--size braucht BREITExHÖHE in Pixeln, von %1x%2 bis %3x%4 (eine Folie: %5x%6); angegeben war &apos;%7&apos;.</translation>
    </message>
    <message>
        <source>--size sets the size of an exported picture: give --export-png FILE or --export-svg FILE too.</source>
        <translation>--size legt die Größe eines exportierten Bildes fest: geben Sie auch --export-png FILE oder --export-svg FILE an.</translation>
    </message>
    <message>
        <source>Open the Exercises panel at the exercise ID (such as rabenseifner-power-gc).</source>
        <translation>Den Bereich „Aufgaben“ bei der Aufgabe ID öffnen (etwa rabenseifner-power-gc).</translation>
    </message>
    <message>
        <source>--exercise needs an exercise id, such as rabenseifner-power-gc.</source>
        <translation>--exercise braucht die ID einer Aufgabe, etwa rabenseifner-power-gc.</translation>
    </message>
    <message>
        <source>Follow the input a_I through the steps, or show what s_I at step K is made of (s_I).</source>
        <translation>Die Eingabe a_I durch die Schritte verfolgen oder zeigen, woraus s_I in Schritt K besteht (s_I).</translation>
    </message>
    <message>
        <source>a_I|s_I</source>
        <translation>a_I|s_I</translation>
    </message>
    <message>
        <source>--follow needs an input such as a_5 or a partial result such as s_0; got &apos;%1&apos;.</source>
        <translation>--follow braucht eine Eingabe wie a_5 oder ein Teilergebnis wie s_0; angegeben war &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Show a second scenario beside the first, stepped by the same timeline: %1 or a scenario FILE.</source>
        <translation>Ein zweites Szenario neben dem ersten zeigen, von derselben Zeitleiste gesteuert: %1 oder eine Szenario-DATEI.</translation>
    </message>
    <message>
        <source>PAIR|FILE</source>
        <translation>PAAR|DATEI</translation>
    </message>
    <message>
        <source>Write a handout, every step on a page of the PDF FILE, and exit.</source>
        <translation>Ein Handout schreiben, jeden Schritt auf einer Seite der PDF-DATEI, und beenden.</translation>
    </message>
    <message>
        <source>Write the stepping as an animated GIF FILE (1280x720 unless --size) and exit.</source>
        <translation>Die Schritte als animierte GIF-DATEI schreiben (1280x720, sonst --size) und beenden.</translation>
    </message>
    <message>
        <source>Write the view at step K as a LaTeX/TikZ figure FILE (pdflatex) and exit.</source>
        <translation>Die Ansicht bei Schritt K als LaTeX/TikZ-Abbildung DATEI (pdflatex) schreiben und beenden.</translation>
    </message>
    <message>
        <source>--%1 needs a file name.</source>
        <translation>--%1 braucht einen Dateinamen.</translation>
    </message>
    <message>
        <source>--step chooses the step of a picture; --export-pdf and --export-gif show every step. Leave --step out, or use --export-png, --export-svg or --export-tikz.</source>
        <translation>--step wählt den Schritt eines Bildes; --export-pdf und --export-gif zeigen jeden Schritt. Lassen Sie --step weg, oder verwenden Sie --export-png, --export-svg oder --export-tikz.</translation>
    </message>
    <message>
        <source>--size does not apply to --export-pdf: the handout&apos;s pages are A4.</source>
        <translation>--size gilt nicht für --export-pdf: die Seiten des Handouts sind A4.</translation>
    </message>
    <message>
        <source>--compare needs %1 or a scenario file; got &apos;%2&apos;, which is neither.</source>
        <translation>--compare braucht %1 oder eine Szenariodatei; angegeben war &apos;%2&apos;, was keines von beiden ist.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>--panel renders a panel into a file: give --export-png FILE or --export-svg FILE too (--export-tikz FILE takes --panel %1 only).</source>
        <translation>--panel zeichnet einen Bereich in eine Datei: geben Sie auch --export-png FILE oder --export-svg FILE an (--export-tikz FILE nimmt nur --panel %1).</translation>
    </message>
    <message>
        <source>Open a link to a moment (cubelab:1/…).</source>
        <translation>Einen Link auf einen Moment öffnen (cubelab:1/…).</translation>
    </message>
    <message>
        <source>[LINK]</source>
        <translation>[LINK]</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;: give one link (cubelab:…), or files with --scenario FILE or --trace FILE.</source>
        <translation>Unerwartetes Argument &apos;%1&apos;: einen Link (cubelab:…) angeben, oder Dateien mit --scenario DATEI oder --trace DATEI.</translation>
    </message>
    <message>
        <source>Give one of a link, --scenario or --trace, not more.</source>
        <translation>Nur eines angeben: einen Link, --scenario oder --trace.</translation>
    </message>
    <message>
        <source>Start the lesson ID (such as reduce-allreduce) or the lesson FILE.</source>
        <translation>Die Lektion ID (etwa reduce-allreduce) oder die Lektionsdatei DATEI beginnen.</translation>
    </message>
    <message>
        <source>With --lesson, start at scene K (1 = the first).</source>
        <translation>Mit --lesson bei Szene K beginnen (1 = die erste).</translation>
    </message>
    <message>
        <source>--scene needs a whole number from 1 up to the number of scenes; got &apos;%1&apos;.</source>
        <translation>--scene braucht eine ganze Zahl von 1 bis zur Zahl der Szenen; erhalten: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--scene needs --lesson ID|FILE, the lesson it is a scene of.</source>
        <translation>--scene braucht --lesson ID|DATEI, die Lektion, zu der die Szene gehört.</translation>
    </message>
    <message>
        <source>Give one of a lesson, a link, --scenario or --trace, not more.</source>
        <translation>Nur eines angeben: eine Lektion, einen Link, --scenario oder --trace.</translation>
    </message>
    <message>
        <source>Write the scenario, or with --lesson the whole lesson, as one web page FILE that steps through it in any browser, and exit.</source>
        <translation>Das Szenario, mit --lesson die ganze Lektion, als eine Webseite FILE schreiben, die es in jedem Browser Schritt für Schritt zeigt, und beenden.</translation>
    </message>
    <message>
        <source>Give one export at a time: --export-png, --export-svg, --export-pdf, --export-gif, --export-tikz or --export-html.</source>
        <translation>Geben Sie einen Export auf einmal an: --export-png, --export-svg, --export-pdf, --export-gif, --export-tikz oder --export-html.</translation>
    </message>
    <message>
        <source>--export-html writes every step, and its pictures scale to any screen: leave out --step and --size.</source>
        <translation>--export-html schreibt jeden Schritt, und seine Bilder passen sich jedem Bildschirm an: lassen Sie --step und --size weg.</translation>
    </message>
</context>
<context>
    <name>ComparedScenario</name>
    <message>
        <source>%1 has no collective the lecture sets beside it to compare with.</source>
        <translation>Neben %1 stellt die Vorlesung keine andere Operation, mit der es sich vergleichen ließe.</translation>
    </message>
    <message>
        <source>%1 against the collective the lecture sets beside it (%1 has none)</source>
        <translation>%1 gegen die Operation, die die Vorlesung daneben stellt (für %1 gibt es keine)</translation>
    </message>
    <message>
        <source>%1 against %2 (the same input, machine and dimension)</source>
        <translation>%1 gegen %2 (dieselben Eingaben, dieselbe Maschine und Dimension)</translation>
    </message>
    <message>
        <source>The lecture&apos;s link order against the reversed one (%1)</source>
        <translation>Die Linkreihenfolge der Vorlesung gegen die umgekehrte (%1)</translation>
    </message>
    <message>
        <source>Another scenario file…</source>
        <translation>Eine andere Szenariodatei …</translation>
    </message>
    <message>
        <source>%1 · links %2</source>
        <translation>%1 · Links %2</translation>
    </message>
    <message>
        <source>a traced MPI program&apos;s run cannot be run again in another order; compare it with the lecture&apos;s collective closest to it</source>
        <translation>der Lauf eines aufgezeichneten MPI-Programms lässt sich nicht in einer anderen Reihenfolge wiederholen; vergleichen Sie ihn mit der Operation der Vorlesung, die ihm am nächsten kommt</translation>
    </message>
    <message>
        <source>The lecture&apos;s collective closest to the traced program (the same dimension, root and link order)</source>
        <translation>Die Operation der Vorlesung, die dem aufgezeichneten Programm am nächsten kommt (dieselbe Dimension, Wurzel und Linkreihenfolge)</translation>
    </message>
    <message>
        <source>The reversed link order (a traced program cannot be run again)</source>
        <translation>Die umgekehrte Linkreihenfolge (ein aufgezeichnetes Programm lässt sich nicht erneut ausführen)</translation>
    </message>
</context>
<context>
    <name>ComparisonSetup</name>
    <message>
        <source>A cube of dimension 0 is a single node: there is nothing to send and nothing to compare. Choose a dimension n of at least 1.</source>
        <translation>Ein Würfel der Dimension 0 ist ein einzelner Knoten: Es gibt nichts zu senden und nichts zu vergleichen. Wählen Sie eine Dimension n von mindestens 1.</translation>
    </message>
    <message>
        <source>%1 (up to n = %2)</source>
        <translation>%1 (bis n = %2)</translation>
    </message>
    <message>
        <source>The machine “%1” has links 1 to %2, but a cube of dimension n = %3 needs links up to %3. Choose a dimension of at most %2 in the scenario, or a machine with more links.</source>
        <translation>Die Maschine „%1“ hat die Links 1 bis %2, ein Würfel der Dimension n = %3 braucht aber Links bis %3. Wählen Sie im Szenario eine Dimension von höchstens %2 oder eine Maschine mit mehr Links.</translation>
    </message>
    <message>
        <source>Presets with enough links: %1.</source>
        <translation>Vorgaben mit genügend Links: %1.</translation>
    </message>
    <message>
        <source>Cube_Do (scenario&apos;s order)</source>
        <translation>Cube_Do (Reihenfolge des Szenarios)</translation>
    </message>
    <message>
        <source>Cube_Do</source>
        <translation>Cube_Do</translation>
    </message>
    <message>
        <source>Tree_Do (scenario&apos;s order)</source>
        <translation>Tree_Do (Reihenfolge des Szenarios)</translation>
    </message>
    <message>
        <source>Tree_Do (lecture&apos;s order)</source>
        <translation>Tree_Do (Reihenfolge der Vorlesung)</translation>
    </message>
    <message>
        <source>Tree_Do (best order)</source>
        <translation>Tree_Do (beste Reihenfolge)</translation>
    </message>
    <message>
        <source>reduce %1 · broadcast %2</source>
        <translation>Reduce %1 · Broadcast %2</translation>
    </message>
    <message>
        <source>1 element (%1)</source>
        <translation>1 Element (%1)</translation>
    </message>
    <message>
        <source>%1 elements (%2)</source>
        <translation>%1 Elemente (%2)</translation>
    </message>
    <message>
        <source>From %1 elements (%2) on, %3 is faster than %4.</source>
        <translation>Ab %1 Elementen (%2) ist %3 schneller als %4.</translation>
    </message>
    <message>
        <source>Comparing a cube of dimension n = %1 runs every variant on %2 nodes and takes seconds (1.5 to 4 s at n = 16), so it is done only when you ask.</source>
        <translation>Der Vergleich für einen Würfel der Dimension n = %1 führt jede Variante auf %2 Knoten aus und dauert Sekunden (1,5 bis 4 s bei n = 16); er läuft deshalb nur auf Anforderung.</translation>
    </message>
    <message>
        <source>Comparing the variants on %1 nodes (n = %2) … The window stays usable meanwhile; the chart and the table show the result when it is ready.</source>
        <translation>Die Varianten werden auf %1 Knoten (n = %2) verglichen … Das Fenster bleibt währenddessen bedienbar; Diagramm und Tabelle zeigen das Ergebnis, sobald es vorliegt.</translation>
    </message>
    <message>
        <source>Rabenseifner (scenario&apos;s orders)</source>
        <translation>Rabenseifner (Reihenfolgen des Szenarios)</translation>
    </message>
    <message>
        <source>Rabenseifner</source>
        <translation>Rabenseifner</translation>
    </message>
    <message>
        <source>Ring (scenario&apos;s order)</source>
        <translation>Ring (Reihenfolge des Szenarios)</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>%1 is the fastest of all variants at every length shown.</source>
        <translation>%1 ist bei jeder gezeigten Länge die schnellste aller Varianten.</translation>
    </message>
    <message>
        <source>%1 is the fastest of all variants below %2 elements (%3).</source>
        <translation>%1 ist unter %2 Elementen (%3) die schnellste aller Varianten.</translation>
    </message>
    <message>
        <source>From %1 elements (%2) on, %3 is the fastest of all variants.</source>
        <translation>Ab %1 Elementen (%2) ist %3 die schnellste aller Varianten.</translation>
    </message>
    <message>
        <source>Rabenseifner and the ring are compared up to n = %1: above, the ring alone would send 2(p − 1)·p messages, too many to price at every edit.</source>
        <translation>Rabenseifner und der Ring werden bis n = %1 verglichen: Darüber schickte allein der Ring 2(p − 1)·p Nachrichten, zu viele, um sie bei jeder Änderung zu bewerten.</translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4</source>
        <translation>%1 %2 · %3 %4</translation>
    </message>
</context>
<context>
    <name>CubeAccessible</name>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>%1 Node %2: %3</source>
        <translation>%1 Knoten %2: %3</translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation>Hyperwürfel</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, at %2: %3</source>
        <translation>%1, bei %2: %3</translation>
    </message>
    <message>
        <source>this folder holds the files that came with CubeLab, which are kept as they are; choose a folder of your own</source>
        <translation>dieser Ordner enthält die mit CubeLab gelieferten Dateien, die unverändert bleiben; wählen Sie einen eigenen Ordner</translation>
    </message>
    <message>
        <source>there is not enough memory for it</source>
        <translation>dafür reicht der Speicher nicht</translation>
    </message>
    <message>
        <source>%1 was not written: %2. What was there before is unchanged.</source>
        <translation>%1 wurde nicht geschrieben: %2. Was vorher dort war, ist unverändert.</translation>
    </message>
    <message>
        <source>%1 was not written: %2.</source>
        <translation>%1 wurde nicht geschrieben: %2.</translation>
    </message>
</context>
<context>
    <name>FollowMarks</name>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Blöcken</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>am Anfang</translation>
    </message>
    <message>
        <source>after step %1)</source>
        <translation>nach Schritt %1)</translation>
    </message>
    <message>
        <source>holds %1 in %2</source>
        <translation>enthält %1 in %2</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>enthält %1</translation>
    </message>
    <message>
        <source>ring: holds %1</source>
        <translation>Ring: enthält %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>part of %1: %2</source>
        <translation>Teil von %1: %2</translation>
    </message>
    <message>
        <source>part of %1</source>
        <translation>Teil von %1</translation>
    </message>
    <message>
        <source>sent part of %1</source>
        <translation>schickte Teil von %1</translation>
    </message>
    <message>
        <source>ring: part of %1 %2</source>
        <translation>Ring: Teil von %1 %2</translation>
    </message>
    <message>
        <source>%1 holds nothing yet</source>
        <translation>%1 enthält noch nichts</translation>
    </message>
    <message>
        <source>made of %1 alone</source>
        <translation>nur aus %1</translation>
    </message>
    <message>
        <source>made of %1 via 1 message</source>
        <translation>aus %1 über 1 Nachricht</translation>
    </message>
    <message>
        <source>made of %1 via %2 messages</source>
        <translation>aus %1 über %2 Nachrichten</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>%1 – handout</source>
        <translation>%1 – Handout</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>CubeLab handout</source>
        <translation>CubeLab-Handout</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>… and %1 more nodes: see the Partial results table in CubeLab.</source>
        <translation>… und %1 weitere Knoten: siehe die Tabelle der Teilergebnisse in CubeLab.</translation>
    </message>
</context>
<context>
    <name>ImageFiles</name>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>das Bild ließ sich nicht als PNG kodieren</translation>
    </message>
</context>
<context>
    <name>LectureExports</name>
    <message>
        <source>the hypercube view</source>
        <translation>die Hypercube-Ansicht</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>the collective, the step, the view</comment>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>MachineTexts</name>
    <message>
        <source>Ideal hypercube, nCUBE 2-like (illustrative figures)</source>
        <translation>Idealer Hypercube, wie nCUBE 2 (illustrative Zahlen)</translation>
    </message>
    <message>
        <source>SGI Origin 2000-like (illustrative figures)</source>
        <translation>Wie SGI Origin 2000 (illustrative Zahlen)</translation>
    </message>
    <message>
        <source>Parsytec POWER-GC-like (illustrative figures)</source>
        <translation>Parsytec POWER-GC (nachgebildet, illustrative Zahlen)</translation>
    </message>
    <message>
        <source>each direction on its own</source>
        <translation>jede Richtung für sich</translation>
    </message>
    <message>
        <source>both directions together</source>
        <translation>beide Richtungen zusammen</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>vollduplex</translation>
    </message>
    <message>
        <source>half duplex, an exchange&apos;s two start-ups add</source>
        <translation>halbduplex, die zwei Anlaufzeiten eines Austauschs addieren sich</translation>
    </message>
    <message>
        <source>half duplex, an exchange&apos;s two start-ups overlap</source>
        <translation>halbduplex, die zwei Anlaufzeiten eines Austauschs überlappen sich</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between lists of links</comment>
        <translation> und </translation>
    </message>
    <message>
        <source>links %1 share their capacity for %2</source>
        <translation>Links %1 teilen ihre Kapazität: %2</translation>
    </message>
    <message>
        <source>no link class shares a capacity</source>
        <translation>keine Linkklasse teilt eine Kapazität</translation>
    </message>
    <message>
        <source>Assumed: %1; %2.</source>
        <translation>Angenommen: %1; %2.</translation>
    </message>
</context>
<context>
    <name>MeasuredTexts</name>
    <message>
        <source>1 MPI rank</source>
        <translation>1 MPI-Rang</translation>
    </message>
    <message>
        <source>%1 MPI ranks</source>
        <translation>%1 MPI-Rängen</translation>
    </message>
    <message>
        <source>1 host</source>
        <translation>1 Rechner</translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation>%1 Rechnern</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>median of %1 runs</source>
        <translation>Median von %1 Läufen</translation>
    </message>
    <message>
        <source>measured on %1 (%2, %3), %4</source>
        <translation>gemessen auf %1 (%2, %3), %4</translation>
    </message>
    <message>
        <source>the same messages and final values as the emulator</source>
        <translation>dieselben Nachrichten und Endwerte wie der Emulator</translation>
    </message>
    <message>
        <source>not compared with the emulator</source>
        <translation>nicht mit dem Emulator verglichen</translation>
    </message>
    <message>
        <source>Checked: %1; %2 agrees (largest difference %3, allowed %4).</source>
        <translation>Geprüft: %1; %2 stimmt überein (größte Abweichung %3, erlaubt %4).</translation>
    </message>
    <message>
        <source>library default</source>
        <translation>Voreinstellung der Bibliothek</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>MPI&apos;s own %1: %2.</source>
        <translation>MPIs eigenes %1: %2.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>fastest – slowest run</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>median (fastest – slowest)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The model predicts %1 times the measured time.</source>
        <translation>Das Modell sagt das %1-Fache der gemessenen Zeit voraus.</translation>
    </message>
    <message>
        <source>traced on 1 MPI rank, one run, read off its clock</source>
        <translation>aufgezeichnet auf 1 MPI-Rang, ein Lauf, von seiner Uhr abgelesen</translation>
    </message>
    <message>
        <source>traced on %1 MPI ranks, one run, read off their clocks (steps may overlap)</source>
        <translation>aufgezeichnet auf %1 MPI-Rängen, ein Lauf, von ihren Uhren abgelesen (Schritte können sich überlappen)</translation>
    </message>
    <message>
        <source>The program&apos;s results are its own: CubeLab saw its messages, not its variables.</source>
        <translation>Die Ergebnisse gehören dem Programm: CubeLab hat seine Nachrichten gesehen, nicht seine Variablen.</translation>
    </message>
</context>
<context>
    <name>PanelRegistry</name>
    <message>
        <source>Link loads</source>
        <translation>Linkbelastung</translation>
    </message>
    <message>
        <source>Step times</source>
        <translation>Schrittzeiten</translation>
    </message>
    <message>
        <source>Step costs</source>
        <translation>Schrittkosten</translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation>Vergleichsdiagramm</translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation>Vergleich der Varianten</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Space-time diagram</source>
        <translation>Raum-Zeit-Diagramm</translation>
    </message>
    <message>
        <source>Program editor</source>
        <translation>Programmeditor</translation>
    </message>
</context>
<context>
    <name>ProgramFile</name>
    <message>
        <source>%1 was not opened: there is no such file.</source>
        <translation>%1 wurde nicht geöffnet: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 was not opened: it is not a regular file (a folder, a device or a pipe); a program is a .lua text file.</source>
        <translation>%1 wurde nicht geöffnet: Es ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe); ein Programm ist eine .lua-Textdatei.</translation>
    </message>
    <message>
        <source>%1 was not opened: it holds %2 bytes; a program file may hold at most %3 bytes.</source>
        <translation>%1 wurde nicht geöffnet: Die Datei hat %2 Bytes; eine Programmdatei darf höchstens %3 Bytes haben.</translation>
    </message>
    <message>
        <source>%1 was not opened: %2.</source>
        <translation>%1 wurde nicht geöffnet: %2.</translation>
    </message>
    <message>
        <source>%1 was not opened: it is not UTF-8 text (%2, %3); a program is a .lua text file.</source>
        <translation>%1 wurde nicht geöffnet: Es ist kein UTF-8-Text (%2, %3); ein Programm ist eine .lua-Textdatei.</translation>
    </message>
</context>
<context>
    <name>Shown</name>
    <message>
        <source>unknown layout &quot;%1&quot;: allowed are %2</source>
        <translation>unbekanntes Layout &quot;%1&quot;: erlaubt sind %2</translation>
    </message>
    <message>
        <source>unknown panel &quot;%1&quot;: allowed are %2</source>
        <translation>unbekannter Bereich &quot;%1&quot;: erlaubt sind %2</translation>
    </message>
    <message>
        <source>unknown comparison &quot;%1&quot;: allowed are %2</source>
        <translation>unbekannter Vergleich &quot;%1&quot;: erlaubt sind %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not something to follow: give a_I (an input) or s_I (a partial result), I a node of the cube</source>
        <translation>&quot;%1&quot; lässt sich nicht verfolgen: a_I (eine Eingabe) oder s_I (ein Teilergebnis) angeben, I ein Knoten des Würfels</translation>
    </message>
</context>
<context>
    <name>SpaceTimeAccessible</name>
    <message>
        <source>%1, step %2</source>
        <translation>%1, Schritt %2</translation>
    </message>
    <message>
        <source>on no link (links %1)</source>
        <translation>über keinen Link (Links %1)</translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation>über Link %1</translation>
    </message>
    <message>
        <source>%1 messages among these nodes %2</source>
        <translation>%1 Nachrichten zwischen diesen Knoten %2</translation>
    </message>
    <message>
        <source>exchanges with %1 %2</source>
        <translation>tauscht mit %1 %2 aus</translation>
    </message>
    <message>
        <source>sends %1 messages to %2 %3</source>
        <translation>sendet %1 Nachrichten an %2 %3</translation>
    </message>
    <message>
        <source>sends to %1 %2</source>
        <translation>sendet an %1 %2</translation>
    </message>
    <message>
        <source>receives %1 messages from %2 %3</source>
        <translation>empfängt %1 Nachrichten von %2 %3</translation>
    </message>
    <message>
        <source>receives from %1 %2</source>
        <translation>empfängt von %1 %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>%1 rows of %2 nodes each</source>
        <translation>%1 Zeilen zu je %2 Knoten</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>What each node does in each step: %1 by %2 steps. The current step is %3.</source>
        <translation>Was jeder Knoten in jedem Schritt tut: %1 mal %2 Schritte. Der aktuelle Schritt ist %3.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Anfang</translation>
    </message>
</context>
<context>
    <name>SpaceTimeLayout</name>
    <message>
        <source>%1) %2</source>
        <comment>a step&apos;s label and its link numbers</comment>
        <translation>%1) %2</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>a step&apos;s label</comment>
        <translation>%1)</translation>
    </message>
    <message>
        <source>Steps (each the same width)</source>
        <translation>Schritte (jeder gleich breit)</translation>
    </message>
    <message>
        <source>Time since start (%1)</source>
        <translation>Zeit seit Beginn (%1)</translation>
    </message>
    <message>
        <source>sends or receives</source>
        <translation>sendet oder empfängt</translation>
    </message>
    <message>
        <source>idle: waits this step</source>
        <translation>untätig: wartet in diesem Schritt</translation>
    </message>
    <message>
        <source>done: no more messages</source>
        <translation>fertig: keine Nachrichten mehr</translation>
    </message>
    <message>
        <source>message: thicker with more bytes</source>
        <translation>Nachricht: dicker mit mehr Bytes</translation>
    </message>
    <message>
        <source>link %1</source>
        <translation>Link %1</translation>
    </message>
    <message>
        <source>%1 nodes in %2 rows of %3</source>
        <translation>%1 Knoten in %2 Zeilen zu je %3</translation>
    </message>
    <message>
        <source>a message within a row&apos;s nodes</source>
        <translation>eine Nachricht innerhalb der Knoten einer Zeile</translation>
    </message>
    <message>
        <source>Measured time since start (%1), each step its median</source>
        <translation>Gemessene Zeit seit Beginn (%1), jeder Schritt sein Median</translation>
    </message>
</context>
<context>
    <name>SpokenTable</name>
    <message>
        <source>%1: %2</source>
        <comment>a table&apos;s cell: its column&apos;s header and its text</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StepFigure</name>
    <message>
        <source>The export would draw %1 pictures of the cube, %2 nodes in all, more than the %3 an export may draw: choose a smaller cube or a scenario with fewer steps.</source>
        <translation>Der Export würde %1 Bilder des Würfels zeichnen, %2 Knoten insgesamt, mehr als die %3, die ein Export zeichnen darf: Wählen Sie einen kleineren Würfel oder ein Szenario mit weniger Schritten.</translation>
    </message>
</context>
<context>
    <name>UnsavedChanges</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved.</source>
        <translation>Das Szenario „%1“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them before you go on? Changes that are discarded are lost.</source>
        <translation>Vor dem Weitermachen speichern? Verworfene Änderungen gehen verloren.</translation>
    </message>
    <message>
        <source>The program “%1” has changes that are not saved.</source>
        <translation>Das Programm „%1“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
</context>
<context>
    <name>WebPageWriter</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Szene %1 von %2</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Blank the screen (B)</source>
        <translation>Bildschirm schwarz schalten (B)</translation>
    </message>
    <message>
        <source>The screen is blank. Press B to show it again.</source>
        <translation>Der Bildschirm ist schwarz. Mit B wird er wieder gezeigt.</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Partial results s_i</source>
        <translation>Teilergebnisse s_i</translation>
    </message>
    <message>
        <source>Keys: → or Space next, ← back, Home first, End last, B blank</source>
        <translation>Tasten: → oder Leertaste weiter, ← zurück, Pos1 erster, Ende letzter Schritt, B schwarz</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Cube_Do is never faster</source>
        <translation>Cube_Do ist nie schneller</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>no end</source>
        <translation>ohne Ende</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>receives in step</source>
        <translation>empfängt in Schritt</translation>
    </message>
    <message>
        <source>0 (the root)</source>
        <translation>0 (die Wurzel)</translation>
    </message>
    <message>
        <source>Choose one answer.</source>
        <translation>Wählen Sie eine Antwort.</translation>
    </message>
    <message>
        <source>Your answer, in the lecture&apos;s brackets</source>
        <translation>Ihre Antwort, in den Klammern der Vorlesung</translation>
    </message>
    <message>
        <source>Link order, the first used first (e.g. 3, 2, 1)</source>
        <translation>Link-Reihenfolge, der zuerst benutzte zuerst (z. B. 3, 2, 1)</translation>
    </message>
    <message>
        <source>Write an answer first.</source>
        <translation>Schreiben Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>Write the links as numbers, separated by commas.</source>
        <translation>Schreiben Sie die Links als Zahlen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>This browser cannot run the page&apos;s engine: answers are not checked here. Next shows the answer.</source>
        <translation>Dieser Browser kann die Engine der Seite nicht ausführen: Antworten werden hier nicht geprüft. Weiter zeigt die Antwort.</translation>
    </message>
    <message>
        <source>Your node program (Lua)</source>
        <translation>Ihr Knotenprogramm (Lua)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>The program ran: %1 steps.</source>
        <translation>Das Programm lief: %1 Schritte.</translation>
    </message>
    <message>
        <source>Exercises: node programs</source>
        <translation>Übungen: Knotenprogramme</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <source>The hypercube at %1</source>
        <translation>Der Hyperwürfel bei %1</translation>
    </message>
    <message>
        <source>This page holds no CubeLab data.</source>
        <translation>Diese Seite enthält keine Daten von CubeLab.</translation>
    </message>
    <message>
        <source>Change this</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Your own run</source>
        <translation>Ihr eigener Lauf</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Back to the page&apos;s run</source>
        <translation>Zurück zum Lauf der Seite</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>Kollektive Operation</translation>
    </message>
    <message>
        <source>Cube size n</source>
        <translation>Würfelgröße n</translation>
    </message>
    <message>
        <source>Link order</source>
        <translation>Link-Reihenfolge</translation>
    </message>
    <message>
        <source>Second link order</source>
        <translation>Zweite Link-Reihenfolge</translation>
    </message>
    <message>
        <source>for example 3,2,1</source>
        <translation>zum Beispiel 3,2,1</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>symbolic (a_0, a_1, …)</source>
        <translation>symbolisch (a_0, a_1, …)</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numerisch</translation>
    </message>
    <message>
        <source>Elements m</source>
        <translation>Elemente m</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>none (steps only, no cost)</source>
        <translation>keine (nur Schritte, ohne Kosten)</translation>
    </message>
    <message>
        <source>Link loads up to this step</source>
        <translation>Link-Last bis zu diesem Schritt</translation>
    </message>
    <message>
        <source>Link %1: %2 messages, %3 bytes</source>
        <translation>Link %1: %2 Nachrichten, %3 Bytes</translation>
    </message>
    <message>
        <source>Cost on the machine</source>
        <translation>Kosten auf der Maschine</translation>
    </message>
    <message>
        <source>This step: %1</source>
        <translation>Dieser Schritt: %1</translation>
    </message>
    <message>
        <source>Up to this step: %1</source>
        <translation>Bis zu diesem Schritt: %1</translation>
    </message>
    <message>
        <source>The whole run: %1</source>
        <translation>Der ganze Lauf: %1</translation>
    </message>
    <message>
        <source>Choose a machine to see what the steps cost.</source>
        <translation>Wählen Sie eine Maschine, um zu sehen, was die Schritte kosten.</translation>
    </message>
    <message>
        <source>%1 more messages in this step are not drawn.</source>
        <translation>%1 weitere Nachrichten dieses Schritts sind nicht gezeichnet.</translation>
    </message>
    <message>
        <source>The address names no run this page can show: %1</source>
        <translation>Die Adresse nennt keinen Lauf, den diese Seite zeigen kann: %1</translation>
    </message>
    <message>
        <source>This browser cannot run CubeLab&apos;s engine: the page shows its own run only.</source>
        <translation>Dieser Browser kann CubeLabs Engine nicht ausführen: Die Seite zeigt nur ihren eigenen Lauf.</translation>
    </message>
</context>
<context>
    <name>WebQuestions</name>
    <message>
        <source>What does node %1 hold after step %2?</source>
        <translation>Was hält Knoten %1 nach Schritt %2?</translation>
    </message>
    <message>
        <source>A node program is written, run and checked in CubeLab itself, in its Exercises panel: this page cannot run one.</source>
        <translation>Ein Knotenprogramm wird in CubeLab selbst geschrieben, ausgeführt und geprüft, im Bereich Übungen: diese Seite kann keines ausführen.</translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>The last machine could not be restored: %1</source>
        <translation>Die zuletzt verwendete Maschine konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>The last scenario is too large to restore at start; open its file again.</source>
        <translation>Das letzte Szenario ist zu groß, um es beim Start wiederherzustellen; öffnen Sie seine Datei erneut.</translation>
    </message>
    <message>
        <source>The last scenario (n = %1) takes a while to run, so the window opens on the lecture example; open its file again to continue.</source>
        <translation>Das letzte Szenario (n = %1) braucht eine Weile, deshalb öffnet das Fenster mit dem Beispiel der Vorlesung; öffnen Sie seine Datei erneut, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The last scenario could not be restored: %1</source>
        <translation>Das letzte Szenario konnte nicht wiederhergestellt werden: %1</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::BlankScreen</name>
    <message>
        <source>Blank screen</source>
        <translation>Bildschirm schwarz</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::BroadcastAnswerEditor</name>
    <message>
        <source>address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>Wurzel:</translation>
    </message>
    <message>
        <source>In which step does each node receive the data? (? = not answered; the root has it at step 0)</source>
        <translation>In welchem Schritt empfängt jeder Knoten die Daten? (? = nicht beantwortet; die Wurzel hat sie in Schritt 0)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>given by the exercise</source>
        <translation>von der Aufgabe vorgegeben</translation>
    </message>
    <message>
        <source>Step in which node %1 (%2) receives the data</source>
        <translation>Schritt, in dem Knoten %1 (%2) die Daten empfängt</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ChoiceActions</name>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>As in the &amp;lecture (tree or cube)</source>
        <translation>Wie in der &amp;Vorlesung (Baum oder Würfel)</translation>
    </message>
    <message>
        <source>&amp;Cube</source>
        <translation>&amp;Würfel</translation>
    </message>
    <message>
        <source>Binomial &amp;tree</source>
        <translation>Binärer &amp;Baum</translation>
    </message>
    <message>
        <source>By &amp;weight</source>
        <translation>Nach &amp;Gewicht</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CodeEditor</name>
    <message>
        <source>The text was not inserted: with it the program would have %1 bytes, and a program may have at most %2.</source>
        <translation>Der Text wurde nicht eingefügt: Mit ihm hätte das Programm %1 Bytes, ein Programm darf höchstens %2 haben.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CodeView</name>
    <message>
        <source>Node program of %1</source>
        <translation>Knotenprogramm von %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background:%1&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; senders&apos; line &amp;nbsp; &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; receivers&apos; line. Click a node to follow it alone.</source>
        <translation>&lt;span style=&apos;background:%1&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; Zeile der Sender &amp;nbsp; &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;&lt;/span&gt; Zeile der Empfänger. Ein Klick auf einen Knoten verfolgt ihn allein.</translation>
    </message>
    <message>
        <source>this node is done</source>
        <translation>dieser Knoten ist fertig</translation>
    </message>
    <message>
        <source>The program is the student&apos;s own,
in C or Fortran: the trace holds
what its ranks sent and received,
not its source.</source>
        <translation>Das Programm ist das eigene der Studierenden,
in C oder Fortran: der Ablauf enthält,
was seine Ränge gesendet und empfangen haben,
nicht seinen Quelltext.</translation>
    </message>
    <message>
        <source>The senders run line %1.</source>
        <translation>Die Sender führen Zeile %1 aus.</translation>
    </message>
    <message>
        <source>The receivers run line %1.</source>
        <translation>Die Empfänger führen Zeile %1 aus.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareCostsStrip</name>
    <message>
        <source>%1)</source>
        <translation>%1)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>No costs to compare: %1</source>
        <translation>Keine Kosten zum Vergleichen: %1</translation>
    </message>
    <message>
        <source>Both take %1 on this machine.</source>
        <translation>Beide brauchen auf dieser Maschine %1.</translation>
    </message>
    <message>
        <source>%1 is faster: %2 less (%3 takes %4 times as long).</source>
        <translation>%1 ist schneller: %2 weniger (%3 braucht %4-mal so lange).</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareDialog</name>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>Show beside the current scenario, stepped by the same timeline:</source>
        <translation>Neben dem aktuellen Szenario zeigen, von derselben Zeitleiste gesteuert:</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareMode</name>
    <message>
        <source>Nothing to compare with: %1</source>
        <translation>Nichts zum Vergleichen: %1</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>%1 kann nicht verglichen werden: %2</translation>
    </message>
    <message>
        <source>The comparison ended: %1</source>
        <translation>Der Vergleich wurde beendet: %1</translation>
    </message>
    <message>
        <source>Running the compared %1 nodes…</source>
        <translation>Der Vergleich läuft auf %1 Knoten…</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::CompareStage</name>
    <message>
        <source>%1 — done</source>
        <translation>%1 — fertig</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonChart</name>
    <message>
        <source>The comparison could not be computed: %1</source>
        <translation>Der Vergleich konnte nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Compare for n = %1</source>
        <translation>Vergleichen für n = %1</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>All-reduce time by vector length: n = %1 (p = %2) on %3</source>
        <translation>Zeit des All-Reduce nach Vektorlänge: n = %1 (p = %2) auf %3</translation>
    </message>
    <message>
        <source>Total time (%1)</source>
        <translation>Gesamtzeit (%1)</translation>
    </message>
    <message>
        <source>Scenario&apos;s m = %1</source>
        <translation>m des Szenarios = %1</translation>
    </message>
    <message>
        <source>Crossover (numbered, see below)</source>
        <translation>Kreuzungspunkt (nummeriert, siehe unten)</translation>
    </message>
    <message>
        <source>Orders: %1: %2; %3: %4 (best for %5).</source>
        <translation>Reihenfolgen: %1: %2; %3: %4 (die beste für %5).</translation>
    </message>
    <message>
        <source>Here the two Tree_Do orders take the same time at every length: their lines lie on each other.</source>
        <translation>Hier brauchen beide Tree_Do-Reihenfolgen bei jeder Länge gleich lange: Ihre Linien liegen aufeinander.</translation>
    </message>
    <message>
        <source>The figures of “%1” are illustrative, not measurements: the chart shows proportions.</source>
        <translation>Die Zahlen von „%1“ sind zur Veranschaulichung gewählt, keine Messwerte: Das Diagramm zeigt Größenverhältnisse.</translation>
    </message>
    <message>
        <source>crossover, numbered as below</source>
        <translation>Kreuzungspunkt, nummeriert wie unten</translation>
    </message>
    <message>
        <source>Vector length m (elements)</source>
        <translation>Vektorlänge m (Elemente)</translation>
    </message>
    <message>
        <source>The fastest of all changes (lettered, see below)</source>
        <translation>Wechsel der schnellsten Variante (mit Buchstaben, siehe unten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fastest of all&lt;/b&gt; (the lettered points):</source>
        <translation>&lt;b&gt;Die schnellste aller Varianten&lt;/b&gt; (die Punkte mit Buchstaben):</translation>
    </message>
    <message>
        <source>the fastest of all changes, lettered as below</source>
        <translation>Wechsel der schnellsten Variante, mit Buchstaben wie unten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cube_Do and Tree_Do do not cross&lt;/b&gt; between %1 and %2: their order stays the same.</source>
        <translation>&lt;b&gt;Cube_Do und Tree_Do kreuzen sich nicht&lt;/b&gt; zwischen %1 und %2: Ihre Rangfolge bleibt gleich.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Where Cube_Do and Tree_Do cross&lt;/b&gt; (the numbered points):</source>
        <translation>&lt;b&gt;Wo sich Cube_Do und Tree_Do kreuzen&lt;/b&gt; (die nummerierten Punkte):</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonTable</name>
    <message>
        <source>The best order is shown once the question is answered.</source>
        <translation>Die beste Reihenfolge erscheint, sobald die Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>Compare for n = %1</source>
        <translation>Vergleichen für n = %1</translation>
    </message>
    <message>
        <source>The comparison could not be computed: %1</source>
        <translation>Der Vergleich konnte nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Cube_Do or Tree_Do? The lecture&apos;s comparison, and the same computed for this machine</source>
        <translation>Cube_Do oder Tree_Do? Der Vergleich der Vorlesung und derselbe für diese Maschine berechnet</translation>
    </message>
    <message>
        <source>The upper rows quote the lecture; the lower rows are counted from the engine&apos;s runs and priced by the cost model. “The same arithmetic work” is the busiest node&apos;s: in all, Cube_Do combines on every node in every step.</source>
        <translation>Die oberen Zeilen zitieren die Vorlesung; die unteren sind aus den Läufen der Engine gezählt und mit dem Kostenmodell bewertet. „Gleicher arithmetischer Aufwand“ gilt für den am stärksten belasteten Knoten: Insgesamt verknüpft bei Cube_Do jeder Knoten in jedem Schritt.</translation>
    </message>
    <message>
        <source>The figures of “%1” are illustrative, not measurements: the times show proportions, not what the real machine took.</source>
        <translation>Die Zahlen von „%1“ sind zur Veranschaulichung gewählt, keine Messwerte: Die Zeiten zeigen Größenverhältnisse, nicht, was die echte Maschine brauchte.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ComparisonTableModel</name>
    <message>
        <source>In the lecture: “Vergleich der Varianten a) und b)”</source>
        <translation>Aus der Vorlesung: „Vergleich der Varianten a) und b)“</translation>
    </message>
    <message>
        <source>Arithmetic work</source>
        <translation>Arithmetischer Aufwand</translation>
    </message>
    <message>
        <source>The same arithmetic work</source>
        <translation>Gleicher arithmetischer Aufwand</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>Kommunikationen</translation>
    </message>
    <message>
        <source>nCube bidirectional communications, or 2·nCube unidirectional ones</source>
        <translation>nCube bidirektionale Kommunikationen oder 2·nCube unidirektionale Kommunikationen</translation>
    </message>
    <message>
        <source>2·nCube unidirectional communications</source>
        <translation>2·nCube unidirektionale Kommunikationen</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>Linkbelastung</translation>
    </message>
    <message>
        <source>Equal link load</source>
        <translation>Gleiche Linkbelastung</translation>
    </message>
    <message>
        <source>Link load falling with rising / falling link number</source>
        <translation>Sinkende Linkbelastung mit wachsender/fallender Linknummer</translation>
    </message>
    <message>
        <source>Ideal when</source>
        <translation>Ideal bei</translation>
    </message>
    <message>
        <source>Ideal when all links have the same bandwidth</source>
        <translation>Ideal bei gleicher Bandbreite aller Links</translation>
    </message>
    <message>
        <source>The tree embedded in the hypercube is chosen by the links&apos; bandwidth</source>
        <translation>Auswahl des im Hypercube eingebetteten Baumes nach der Bandbreite der Links</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Ideal in a physical hypercube, e.g. the nCUBE 2</source>
        <translation>Ideal im physischen Hypercube, z.B. NCUBE2</translation>
    </message>
    <message>
        <source>Larger systems can have lower bandwidths on some links for technological reasons, e.g. the POWER-GC</source>
        <translation>Bei größeren Systemen können technologisch bedingte geringere Bandbreiten bei einigen Links auftreten, siehe Bsp. POWER-GC</translation>
    </message>
    <message>
        <source>Computed for this machine: %1, n = %2 (p = %3), m = %4</source>
        <translation>Berechnet für diese Maschine: %1, n = %2 (p = %3), m = %4</translation>
    </message>
    <message>
        <source>Computed for this machine</source>
        <translation>Berechnet für diese Maschine</translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation>Noch nicht berechnet.</translation>
    </message>
    <message>
        <source>Link order</source>
        <translation>Linkreihenfolge</translation>
    </message>
    <message>
        <source>The best orders for %1 on this machine.</source>
        <translation>Die besten Reihenfolgen für %1 auf dieser Maschine.</translation>
    </message>
    <message>
        <source>Combines on the busiest node</source>
        <translation>Verknüpfungen des am stärksten belasteten Knotens</translation>
    </message>
    <message>
        <source>Combines on all nodes together</source>
        <translation>Verknüpfungen aller Knoten zusammen</translation>
    </message>
    <message>
        <source>Messages of the busiest node, one way (sent + received)</source>
        <translation>Nachrichten des am stärksten belasteten Knotens, unidirektional (gesendet + empfangen)</translation>
    </message>
    <message>
        <source>Communications of the busiest node (an exchange counts once)</source>
        <translation>Kommunikationen des am stärksten belasteten Knotens (ein Austausch zählt einmal)</translation>
    </message>
    <message>
        <source>Link %1 load (messages)</source>
        <translation>Linkbelastung Link %1 (Nachrichten)</translation>
    </message>
    <message>
        <source>%1 messages carrying %2 over link %3</source>
        <translation>%1 Nachrichten mit %2 über Link %3</translation>
    </message>
    <message>
        <source>Total time for %1</source>
        <translation>Gesamtzeit für %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time relative to Tree_Do (best order)</source>
        <translation>Zeit im Verhältnis zu Tree_Do (beste Reihenfolge)</translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>Orders with the least time</source>
        <translation>Reihenfolgen mit der kürzesten Zeit</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 orders</source>
        <translation>%1 Reihenfolgen</translation>
    </message>
    <message>
        <source>this order is one of them</source>
        <translation>diese Reihenfolge ist eine davon</translation>
    </message>
    <message>
        <source>this order is not one of them</source>
        <translation>diese Reihenfolge ist keine davon</translation>
    </message>
    <message>
        <source>reduce: %1 · broadcast: %2</source>
        <translation>Reduce: %1 · Broadcast: %2</translation>
    </message>
    <message>
        <source>found by the sorting rule of the cost model (n &gt; %1)</source>
        <translation>gefunden mit der Sortierregel des Kostenmodells (n &gt; %1)</translation>
    </message>
    <message>
        <source>found by trying every order</source>
        <translation>gefunden durch Ausprobieren aller Reihenfolgen</translation>
    </message>
    <message>
        <source>Cube_Do
scenario&apos;s order</source>
        <translation>Cube_Do
laut Szenario</translation>
    </message>
    <message>
        <source>Cube_Do
(variant b)</source>
        <translation>Cube_Do
(Variante b)</translation>
    </message>
    <message>
        <source>Tree_Do
scenario&apos;s order</source>
        <translation>Tree_Do
laut Szenario</translation>
    </message>
    <message>
        <source>Tree_Do
lecture&apos;s order</source>
        <translation>Tree_Do
laut Vorlesung</translation>
    </message>
    <message>
        <source>Tree_Do
best order</source>
        <translation>Tree_Do
beste Reihenfolge</translation>
    </message>
    <message>
        <source>Link %1 load (bytes)</source>
        <translation>Linkbelastung Link %1 (Bytes)</translation>
    </message>
    <message>
        <source>%1 elements over link %2</source>
        <translation>%1 Elemente über Link %2</translation>
    </message>
    <message>
        <source>Fastest of all variants, by vector length</source>
        <translation>Schnellste aller Varianten nach Vektorlänge</translation>
    </message>
    <message>
        <source>Over the chart&apos;s lengths, %1 to %2.</source>
        <translation>Über die Längen des Diagramms, %1 bis %2.</translation>
    </message>
    <message>
        <source>Rabenseifner
scenario&apos;s orders</source>
        <translation>Rabenseifner
laut Szenario</translation>
    </message>
    <message>
        <source>Rabenseifner
halving + doubling</source>
        <translation>Rabenseifner
Halbieren + Verdoppeln</translation>
    </message>
    <message>
        <source>Ring
scenario&apos;s order</source>
        <translation>Ring
laut Szenario</translation>
    </message>
    <message>
        <source>Ring
on a Gray code</source>
        <translation>Ring
auf einem Gray-Code</translation>
    </message>
    <message>
        <source>The lecture compares only Cube_Do and Tree_Do.</source>
        <translation>Die Vorlesung vergleicht nur Cube_Do und Tree_Do.</translation>
    </message>
    <message>
        <source>Not searched here: cubelab-cli best-order --algorithm %1 finds the best orders of this variant.</source>
        <translation>Hier nicht gesucht: cubelab-cli best-order --algorithm %1 findet die besten Reihenfolgen dieser Variante.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ErrorBar</name>
    <message>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ExercisePanel</name>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Noch nicht gelöst</translation>
    </message>
    <message>
        <source>Start the exercise “%1”</source>
        <translation>Aufgabe „%1“ starten</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not right yet.</source>
        <translation>Noch nicht richtig.</translation>
    </message>
    <message>
        <source>s_%1 after step %2): %3</source>
        <translation>s_%1 nach Schritt %2): %3</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Answers checked: %1. Solved.</source>
        <translation>Geprüfte Antworten: %1. Gelöst.</translation>
    </message>
    <message>
        <source>Answers checked: %1. Not solved yet.</source>
        <translation>Geprüfte Antworten: %1. Noch nicht gelöst.</translation>
    </message>
    <message>
        <source>These exercise files could not be loaded (the others are here):</source>
        <translation>Diese Aufgabendateien konnten nicht geladen werden (die anderen sind da):</translation>
    </message>
    <message>
        <source>Your saved progress cannot be read, so it is not shown: %1. The file is left as it is; when you next check or change an answer it is moved to “%2” and a new one is started.</source>
        <translation>Ihr gespeicherter Fortschritt kann nicht gelesen werden und wird deshalb nicht gezeigt: %1. Die Datei bleibt unverändert; wenn Sie das nächste Mal eine Antwort prüfen oder ändern, wird sie nach „%2“ verschoben und eine neue begonnen.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: %1</source>
        <translation>Ihr Fortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Show this exercise&apos;s scenario in the window (undo takes it back)</source>
        <translation>Das Szenario dieser Aufgabe im Fenster zeigen (Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>Keine Aufgabe</translation>
    </message>
    <message>
        <source>Choose a link order</source>
        <translation>Eine Link-Reihenfolge wählen</translation>
    </message>
    <message>
        <source>Choose the fastest link order</source>
        <translation>Die schnellste Link-Reihenfolge wählen</translation>
    </message>
    <message>
        <source>Predict the broadcast</source>
        <translation>Den Broadcast vorhersagen</translation>
    </message>
    <message>
        <source>Predict a value</source>
        <translation>Einen Wert vorhersagen</translation>
    </message>
    <message>
        <source>Compare Cube_Do and Tree_Do</source>
        <translation>Cube_Do und Tree_Do vergleichen</translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation>Wert zeigen</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show what the node holds after the step and play the step</source>
        <translation>Zeigen, was der Knoten nach dem Schritt hat, und den Schritt abspielen</translation>
    </message>
    <message>
        <source>Animate the start and the solution side by side</source>
        <translation>Den Anfang und die Lösung nebeneinander abspielen</translation>
    </message>
    <message>
        <source>The window shows the cube before the step; a right answer plays the step.</source>
        <translation>Das Fenster zeigt den Würfel vor dem Schritt; eine richtige Antwort spielt den Schritt ab.</translation>
    </message>
    <message>
        <source>Shows the exercise in the window.</source>
        <translation>Zeigt die Aufgabe im Fenster.</translation>
    </message>
    <message>
        <source>Some exercise files could not be loaded (the Exercises panel lists them): %1</source>
        <translation>Einige Aufgabendateien konnten nicht geladen werden (der Bereich Aufgaben listet sie auf): %1</translation>
    </message>
    <message>
        <source>Your saved exercise progress cannot be read, so it is not shown: %1</source>
        <translation>Ihr gespeicherter Aufgabenfortschritt kann nicht gelesen werden und wird deshalb nicht gezeigt: %1</translation>
    </message>
    <message>
        <source>The answer could not be checked: %1</source>
        <translation>Die Antwort konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The solution cannot be shown: %1</source>
        <translation>Die Lösung kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>This exercise cannot be shown. %1</source>
        <translation>Diese Aufgabe kann nicht gezeigt werden. %1</translation>
    </message>
    <message>
        <source>Say which blocks each node holds</source>
        <translation>Sagen, welche Blöcke jeder Knoten hält</translation>
    </message>
    <message>
        <source>Write a node program</source>
        <translation>Ein Knotenprogramm schreiben</translation>
    </message>
    <message>
        <source>Checking your program on every cube and root the exercise names…</source>
        <translation>Ihr Programm wird auf jedem Würfel und mit jeder Wurzel geprüft, die die Aufgabe nennt…</translation>
    </message>
    <message>
        <source>%1 is the trace of a run of CubeLab&apos;s own, not of a traced MPI program: trace your program with cubelab-mpi trace --output FILE</source>
        <translation>%1 ist der Ablauf eines Laufs von CubeLab selbst, nicht eines aufgezeichneten MPI-Programms: zeichnen Sie Ihr Programm mit cubelab-mpi trace --output DATEI auf</translation>
    </message>
    <message>
        <source>The traced run could not be checked: %1</source>
        <translation>Der aufgezeichnete Lauf konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>%1, solved</source>
        <translation>%1, gelöst</translation>
    </message>
    <message>
        <source>%1, not solved yet</source>
        <translation>%1, noch nicht gelöst</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::FollowControl</name>
    <message>
        <source>Follow %1 through the steps</source>
        <translation>%1 durch die Schritte verfolgen</translation>
    </message>
    <message>
        <source>Where does %1 come from?</source>
        <translation>Woher kommt %1?</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::HypercubeView</name>
    <message>
        <source>Too many nodes to write their s_i here: the table of partial results lists them.</source>
        <translation>Zu viele Knoten, um ihre s_i hier zu schreiben: Die Tabelle der Teilergebnisse führt sie auf.</translation>
    </message>
    <message>
        <source>Long s_i are cut short (…): the table of partial results lists them whole.</source>
        <translation>Lange s_i sind gekürzt (…): Die Tabelle der Teilergebnisse führt sie vollständig auf.</translation>
    </message>
    <message>
        <source>Too little room for the s_i here: the table of partial results lists them.</source>
        <translation>Zu wenig Platz für die s_i hier: Die Tabelle der Teilergebnisse führt sie auf.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>next: step %1), link %2</source>
        <translation>als Nächstes: Schritt %1), Link %2</translation>
    </message>
    <message>
        <source>link %1, %2</source>
        <translation>Link %1, %2</translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation>Link %1</translation>
    </message>
    <message>
        <source>sends</source>
        <translation>sendet</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>empfängt</translation>
    </message>
    <message>
        <source>sends and receives</source>
        <translation>sendet und empfängt</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>No scenario loaded.</source>
        <translation>Kein Szenario geladen.</translation>
    </message>
    <message>
        <source>The hypercube view draws cubes of up to %1 dimensions (%2 nodes).
This cube has %3 dimensions and %4 nodes: so many nodes and links no longer make a picture anyone can read, so the view stops here. The engine runs it in full — the table and the charts show every step.</source>
        <translation>Die Hypercube-Ansicht zeichnet Würfel mit bis zu %1 Dimensionen (%2 Knoten).
Dieser Würfel hat %3 Dimensionen und %4 Knoten: so viele Knoten und Links ergeben kein lesbares Bild mehr, darum hört die Ansicht hier auf. Die Engine rechnet ihn vollständig — die Tabelle und die Diagramme zeigen jeden Schritt.</translation>
    </message>
    <message>
        <source>Node %1 (id %2)</source>
        <translation>Knoten %1 (Nr. %2)</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>… (the table shows it whole)</source>
        <translation>… (die Tabelle zeigt ihn ganz)</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>die Wurzel</translation>
    </message>
    <message>
        <source>Step %1)</source>
        <translation>Schritt %1)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Point at a node, or see the table, for its s_i.</source>
        <translation>Das s_i eines Knotens erscheint, wenn Sie auf ihn zeigen, und in der Tabelle.</translation>
    </message>
    <message>
        <source>Long s_i are cut short (…): point at a node, or see the table, for the whole.</source>
        <translation>Lange s_i sind gekürzt (…): Ganz erscheinen sie, wenn Sie auf einen Knoten zeigen, und in der Tabelle.</translation>
    </message>
    <message>
        <source>Too little room for the s_i here: a larger window shows them, and so do the table and a node&apos;s tooltip.</source>
        <translation>Zu wenig Platz für die s_i: Ein größeres Fenster zeigt sie, ebenso die Tabelle; und sie erscheinen, wenn Sie auf einen Knoten zeigen.</translation>
    </message>
    <message>
        <source>%1 link %2</source>
        <translation>%1 Link %2</translation>
    </message>
    <message>
        <source>holds %1 of the %2 blocks:</source>
        <translation>besitzt %1 der %2 Blöcke:</translation>
    </message>
    <message>
        <source>… and %1 more; the partial results list every block.</source>
        <translation>… und %1 weitere; die Teilergebnisse zeigen jeden Block.</translation>
    </message>
    <message>
        <source>next: step %1), links %2</source>
        <translation>als Nächstes: Schritt %1), Links %2</translation>
    </message>
    <message>
        <source>links %1: %2</source>
        <translation>Links %1: %2</translation>
    </message>
    <message>
        <source>cells: the blocks held</source>
        <translation>Zellen: die gehaltenen Blöcke</translation>
    </message>
    <message>
        <source>darker: more inputs combined</source>
        <translation>dunkler: mehr Eingaben verknüpft</translation>
    </message>
    <message>
        <source>1 block</source>
        <translation>1 Block</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Blöcke</translation>
    </message>
    <message>
        <source>on a link: how many blocks it carries</source>
        <translation>auf einem Link: wie viele Blöcke er trägt</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>Wert %1</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::InitialValuesDialog</name>
    <message>
        <source>Initial values</source>
        <translation>Anfangswerte</translation>
    </message>
    <message>
        <source>a_%1</source>
        <translation>a_%1</translation>
    </message>
    <message>
        <source>element %1</source>
        <translation>Element %1</translation>
    </message>
    <message>
        <source>The input a_i of every node i, one column per vector element.</source>
        <translation>Die Eingabe a_i jedes Knotens i, eine Spalte je Vektorelement.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LessonMode</name>
    <message>
        <source>The lesson was not opened: %1 (the built-in lessons are %2).</source>
        <translation>Die Lektion wurde nicht geöffnet: %1 (mitgeliefert sind %2).</translation>
    </message>
    <message>
        <source>The lesson has scenes 1 to %1, not %2.</source>
        <translation>Die Lektion hat die Szenen 1 bis %1, nicht %2.</translation>
    </message>
    <message>
        <source>The lesson&apos;s scene cannot be shown: %1</source>
        <translation>Die Szene der Lektion lässt sich nicht zeigen: %1</translation>
    </message>
    <message>
        <source>The scene is on the clipboard: paste it into a lesson&apos;s &quot;scenes&quot; and write its title and text</source>
        <translation>Die Szene ist in der Zwischenablage: fügen Sie sie in die &quot;scenes&quot; einer Lektion ein und schreiben Sie Titel und Text</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LessonPane</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>Back: the step or scene before</source>
        <translation>Zurück: der Schritt oder die Szene davor</translation>
    </message>
    <message>
        <source>Next: the next step or scene</source>
        <translation>Weiter: der nächste Schritt oder die nächste Szene</translation>
    </message>
    <message>
        <source>Explore from here</source>
        <translation>Von hier aus erkunden</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Zurück zur Lektion</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Exploring: change anything; &quot;Back to the lesson&quot; returns to scene %1.</source>
        <translation>Erkunden: ändern Sie, was Sie wollen; „Zurück zur Lektion“ kehrt zu Szene %1 zurück.</translation>
    </message>
    <message>
        <source>Scene %1 of %2: %3 %4</source>
        <translation>Szene %1 von %2: %3 %4</translation>
    </message>
    <message>
        <source>Scene %1 of %2: the end of the lesson.</source>
        <translation>Szene %1 von %2: das Ende der Lektion.</translation>
    </message>
    <message>
        <source>Scene %1 of %2. Next (Right, Page Down, Space) goes on; Back (Left, Page Up) goes back.</source>
        <translation>Szene %1 von %2. Weiter (→, Bild ab, Leertaste) geht voran; Zurück (←, Bild auf) geht zurück.</translation>
    </message>
    <message>
        <source>Answer the question</source>
        <translation>Frage beantworten</translation>
    </message>
    <message>
        <source>Answer the question in the Exercises panel</source>
        <translation>Die Frage im Bereich Aufgaben beantworten</translation>
    </message>
    <message>
        <source>Question: answer it in the Exercises panel (&quot;Answer the question&quot;), which checks the answer and says what is right or wrong; or press Next to see the answer.</source>
        <translation>Frage: Beantworten Sie sie im Bereich Aufgaben („Frage beantworten“), der die Antwort prüft und sagt, was richtig oder falsch ist; oder drücken Sie Weiter, um die Antwort zu sehen.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>It cannot be worked out here: %1</source>
        <translation>Sie lässt sich hier nicht ermitteln: %1</translation>
    </message>
    <message>
        <source>The answer is a node program: write it, run it and check it in the Exercises panel.</source>
        <translation>Die Antwort ist ein Knotenprogramm: Schreiben, starten und prüfen Sie es im Bereich Aufgaben.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not right yet.</source>
        <translation>Noch nicht richtig.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkBandwidthChart</name>
    <message>
        <source>Bandwidth of each link (one direction); classes set apart</source>
        <translation>Bandbreite jedes Links (eine Richtung); Klassen abgesetzt</translation>
    </message>
    <message>
        <source>shared %1</source>
        <translation>geteilt %1</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkClassModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Links, e.g. 1–4 or 5, 6. Naming a link of another class moves it to this one.</source>
        <translation>Links, z. B. 1–4 oder 5, 6. Ein Link einer anderen Klasse, der hier genannt wird, wechselt in diese Klasse.</translation>
    </message>
    <message>
        <source>Start-up time α of one message: %1</source>
        <translation>Anlaufzeit α einer Nachricht: %1</translation>
    </message>
    <message>
        <source>Bandwidth of one link in one direction: %1</source>
        <translation>Bandbreite eines Links in einer Richtung: %1</translation>
    </message>
    <message>
        <source>All links of the class share %1 within one step</source>
        <translation>Alle Links der Klasse teilen sich %1 in einem Schritt</translation>
    </message>
    <message>
        <source>Not shared: every link has its full bandwidth. Type a number to share a capacity, clear the cell for none.</source>
        <translation>Nicht geteilt: jeder Link hat seine volle Bandbreite. Eine Zahl eingeben, um eine Kapazität zu teilen; die Zelle leeren für keine.</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>Bandwidth (MB/s)</source>
        <translation>Bandbreite (MB/s)</translation>
    </message>
    <message>
        <source>Shared capacity (MB/s)</source>
        <translation>Geteilte Kapazität (MB/s)</translation>
    </message>
    <message>
        <source>Write links as numbers and ranges, e.g. 1–4 or 5, 6 (links 1 to %1).</source>
        <translation>Links als Zahlen und Bereiche schreiben, z. B. 1–4 oder 5, 6 (Links 1 bis %1).</translation>
    </message>
    <message>
        <source>A link class needs at least one link. %1</source>
        <translation>Eine Linkklasse braucht mindestens einen Link. %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a link or a range of links. %2</source>
        <translation>„%1“ ist weder ein Link noch ein Bereich von Links. %2</translation>
    </message>
    <message>
        <source>There is no link %1: this machine has links 1 to %2 (its max dimension).</source>
        <translation>Es gibt keinen Link %1: diese Maschine hat die Links 1 bis %2 (ihre maximale Dimension).</translation>
    </message>
    <message>
        <source>Link %1 is named twice; name every link once. %2</source>
        <translation>Link %1 ist zweimal genannt; jeden Link nur einmal nennen. %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number. Write numbers like %2 or %3.</source>
        <translation>„%1“ ist keine Zahl. Zahlen wie %2 oder %3 schreiben.</translation>
    </message>
    <message>
        <source>Class %1 would have no link left. Give it other links first, or remove it.</source>
        <translation>Klasse %1 hätte keinen Link mehr. Zuerst ihr andere Links geben oder sie entfernen.</translation>
    </message>
    <message>
        <source>Link %1 would belong to no class: every link 1 to %2 belongs to exactly one class. To move it, name it in the class it should join.</source>
        <translation>Link %1 gehörte zu keiner Klasse: jeder Link 1 bis %2 gehört zu genau einer Klasse. Um ihn zu verschieben, ihn in der Klasse nennen, in die er wechseln soll.</translation>
    </message>
    <message>
        <source>The latency of class %1 must be 0 µs or more, not %2.</source>
        <translation>Die Latenz von Klasse %1 muss 0 µs oder mehr sein, nicht %2.</translation>
    </message>
    <message>
        <source>The bandwidth of class %1 must be more than 0 MB/s, not %2.</source>
        <translation>Die Bandbreite von Klasse %1 muss mehr als 0 MB/s sein, nicht %2.</translation>
    </message>
    <message>
        <source>The shared capacity of class %1 must be more than 0 MB/s, or empty for none, not %2.</source>
        <translation>Die geteilte Kapazität von Klasse %1 muss mehr als 0 MB/s sein oder leer für keine, nicht %2.</translation>
    </message>
    <message>
        <source>Change the links of class %1</source>
        <translation>Links von Klasse %1 ändern</translation>
    </message>
    <message>
        <source>Change the latency of class %1</source>
        <translation>Latenz von Klasse %1 ändern</translation>
    </message>
    <message>
        <source>Change the bandwidth of class %1</source>
        <translation>Bandbreite von Klasse %1 ändern</translation>
    </message>
    <message>
        <source>Change the shared capacity of class %1</source>
        <translation>Geteilte Kapazität von Klasse %1 ändern</translation>
    </message>
    <message>
        <source>each direction</source>
        <translation>je Richtung</translation>
    </message>
    <message>
        <source>both directions</source>
        <translation>beide Richtungen</translation>
    </message>
    <message>
        <source>Whom the shared capacity serves: both directions of the links together (one pool, as a bus), or each direction on its own (as the bisection of full-duplex links). Now: %1%2</source>
        <translation>Wem die geteilte Kapazität dient: beiden Richtungen der Links zusammen (ein gemeinsamer Vorrat, wie bei einem Bus) oder jeder Richtung für sich (wie bei der Bisektion aus Vollduplex-Links). Jetzt: %1%2</translation>
    </message>
    <message>
        <source> (the class shares no capacity, so it does not matter)</source>
        <translation> (die Klasse teilt keine Kapazität, es spielt also keine Rolle)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Geteilt von</translation>
    </message>
    <message>
        <source>class %1 shares its capacity for both directions together or for each direction on its own; choose one of the two.</source>
        <translation>Klasse %1 teilt ihre Kapazität für beide Richtungen zusammen oder für jede Richtung für sich; eines von beiden wählen.</translation>
    </message>
    <message>
        <source>Change whom the shared capacity of class %1 serves</source>
        <translation>Teilung der Kapazität von Klasse %1 nach Richtungen ändern</translation>
    </message>
    <message>
        <source>Class %1, %2: %3</source>
        <translation>Klasse %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkLoadBars</name>
    <message>
        <source>Link %1: %2 of 1 message</source>
        <translation>Link %1: %2 von 1 Nachricht</translation>
    </message>
    <message>
        <source>Link %1: %2 of %3 messages</source>
        <translation>Link %1: %2 von %3 Nachrichten</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkLoadsChart</name>
    <message>
        <source>The other link orders&apos; loads are shown once the question is answered.</source>
        <translation>Die Last der anderen Link-Reihenfolgen erscheint, sobald die Frage beantwortet ist.</translation>
    </message>
    <message>
        <source> (lecture order)</source>
        <translation> (Reihenfolge der Vorlesung)</translation>
    </message>
    <message>
        <source> (reversed)</source>
        <translation> (umgekehrt)</translation>
    </message>
    <message>
        <source>%1, links %2%3</source>
        <translation>%1, Links %2%3</translation>
    </message>
    <message>
        <source>&amp;Messages</source>
        <translation>Na&amp;chrichten</translation>
    </message>
    <message>
        <source>&amp;Bytes</source>
        <translation>B&amp;ytes</translation>
    </message>
    <message>
        <source>&amp;This step</source>
        <translation>Dies&amp;er Schritt</translation>
    </message>
    <message>
        <source>&amp;Up to this step</source>
        <translation>B&amp;is zu diesem Schritt</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Messages (an exchange counts as two)</source>
        <translation>Nachrichten (ein Austausch zählt doppelt)</translation>
    </message>
    <message>
        <source>Data (%1) = messages × m × %2</source>
        <translation>Daten (%1) = Nachrichten × m × %2</translation>
    </message>
    <message>
        <source>Link loads at the start: no messages yet</source>
        <translation>Linkbelastung am Start: noch keine Nachrichten</translation>
    </message>
    <message>
        <source>Link loads in step %1</source>
        <translation>Linkbelastung in Schritt %1</translation>
    </message>
    <message>
        <source>Link loads up to step %1</source>
        <translation>Linkbelastung bis Schritt %1</translation>
    </message>
    <message>
        <source>This scenario: %1</source>
        <translation>Dieses Szenario: %1</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Each message is counted once; in an exchange both partners send, so it counts as two.</source>
        <translation>Jede Nachricht zählt einmal; bei einem Austausch senden beide Partner, er zählt also doppelt.</translation>
    </message>
    <message>
        <source>The comparisons are left out above n = %1: each would run the engine on 2^n nodes, which takes seconds.</source>
        <translation>Über n = %1 entfallen die Vergleiche: Jeder müsste die Engine auf 2^n Knoten laufen lassen, das dauert Sekunden.</translation>
    </message>
    <message>
        <source>The comparisons could not be run: %1</source>
        <translation>Die Vergleiche ließen sich nicht ausführen: %1</translation>
    </message>
    <message>
        <source>%1 has %2 steps</source>
        <translation>%1 hat %2 Schritte</translation>
    </message>
    <message>
        <source>The comparisons are shown at the same step number (%1).</source>
        <translation>Die Vergleiche stehen bei derselben Schrittnummer (%1).</translation>
    </message>
    <message>
        <source>A message carries the whole vector: m = %1, %2 an element (the machine&apos;s element size).</source>
        <translation>Eine Nachricht trägt den ganzen Vektor: m = %1, %2 je Element (die Elementgröße der Maschine).</translation>
    </message>
    <message>
        <source>Data (%1) = elements sent × %2</source>
        <translation>Daten (%1) = gesendete Elemente × %2</translation>
    </message>
    <message>
        <source>A message carries only its blocks: the vector of m = %1 elements is cut into %2 blocks, %3 an element (the machine&apos;s element size).</source>
        <translation>Eine Nachricht trägt nur ihre Blöcke: der Vektor aus m = %1 Elementen ist in %2 Blöcke geteilt, %3 je Element (die Elementgröße der Maschine).</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 Nachricht</translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation>%1 Nachrichten</translation>
    </message>
    <message>
        <source>link %1: %2</source>
        <translation>Link %1: %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>no links</source>
        <translation>keine Links</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::LinkOrderEditor</name>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Früher</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Später ▶</translation>
    </message>
    <message>
        <source>Lecture order</source>
        <translation>Wie in der Vorlesung</translation>
    </message>
    <message>
        <source>Reversed</source>
        <translation>Umgekehrt</translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation>Link %1</translation>
    </message>
    <message>
        <source>The first link is used first. Drag a link to move it, or choose it with ← and → and move it with Ctrl+← and Ctrl+→.</source>
        <translation>Der erste Link wird zuerst benutzt. Einen Link zum Verschieben ziehen, oder ihn mit ← und → wählen und mit Strg+← und Strg+→ verschieben.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::MachineEditor</name>
    <message>
        <source>Load the machine preset %1</source>
        <translation>Maschinenvorgabe %1 laden</translation>
    </message>
    <message>
        <source>Change the duplex mode</source>
        <translation>Duplex-Betrieb ändern</translation>
    </message>
    <message>
        <source>Change the element size</source>
        <translation>Elementgröße ändern</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (bearbeitet)</translation>
    </message>
    <message>
        <source>The machine was not changed: %1</source>
        <translation>Die Maschine wurde nicht geändert: %1</translation>
    </message>
    <message>
        <source>the name must not be empty; give the machine a name to tell it by.</source>
        <translation>der Name darf nicht leer sein; der Maschine einen Namen geben, an dem man sie erkennt.</translation>
    </message>
    <message>
        <source>Rename the machine</source>
        <translation>Maschine umbenennen</translation>
    </message>
    <message>
        <source>Change the max dimension</source>
        <translation>Maximale Dimension ändern</translation>
    </message>
    <message>
        <source>the combine time must be 0 ns or more, not %1.</source>
        <translation>die Verknüpfungszeit muss 0 ns oder mehr sein, nicht %1.</translation>
    </message>
    <message>
        <source>Change the combine time</source>
        <translation>Verknüpfungszeit ändern</translation>
    </message>
    <message>
        <source>Add a link class</source>
        <translation>Linkklasse hinzufügen</translation>
    </message>
    <message>
        <source>every link has a class of its own already. Raise the max dimension to add links.</source>
        <translation>jeder Link hat schon eine eigene Klasse. Die maximale Dimension erhöhen, um Links hinzuzufügen.</translation>
    </message>
    <message>
        <source>a machine needs at least one link class; this is the last one.</source>
        <translation>eine Maschine braucht mindestens eine Linkklasse; dies ist die letzte.</translation>
    </message>
    <message>
        <source>Remove link class %1</source>
        <translation>Linkklasse %1 entfernen</translation>
    </message>
    <message>
        <source>The machine file was not loaded; the current machine stays. %1</source>
        <translation>Die Maschinendatei wurde nicht geladen; die aktuelle Maschine bleibt. %1</translation>
    </message>
    <message>
        <source>Load the machine file %1</source>
        <translation>Maschinendatei %1 laden</translation>
    </message>
    <message>
        <source>Loaded %1 from %2.</source>
        <translation>%1 aus %2 geladen.</translation>
    </message>
    <message>
        <source>The machine was not saved. %1</source>
        <translation>Die Maschine wurde nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>Saved the machine to %1.</source>
        <translation>Maschine in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Load a machine file</source>
        <translation>Maschinendatei laden</translation>
    </message>
    <message>
        <source>Machine files (*.json);;All files (*)</source>
        <translation>Maschinendateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the machine</source>
        <translation>Maschine speichern</translation>
    </message>
    <message>
        <source>Machine files (*.json)</source>
        <translation>Maschinendateien (*.json)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Max dimension n:</source>
        <translation>Maximale Dimension n:</translation>
    </message>
    <message>
        <source>Duplex:</source>
        <translation>Duplex:</translation>
    </message>
    <message>
        <source>Element size:</source>
        <translation>Elementgröße:</translation>
    </message>
    <message>
        <source>Combine time (ns):</source>
        <translation>Verknüpfungszeit (ns):</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Datei laden…</translation>
    </message>
    <message>
        <source>Save file…</source>
        <translation>Datei speichern…</translation>
    </message>
    <message>
        <source>Load a machine file (format cubelab-machine); the current machine stays if it cannot be read</source>
        <translation>Eine Maschinendatei laden (Format cubelab-machine); die aktuelle Maschine bleibt, wenn sie nicht gelesen werden kann</translation>
    </message>
    <message>
        <source>Save the machine as a file (format cubelab-machine)</source>
        <translation>Die Maschine als Datei speichern (Format cubelab-machine)</translation>
    </message>
    <message>
        <source>The machine has links 1 to n: cubes up to 2^n nodes</source>
        <translation>Die Maschine hat die Links 1 bis n: Würfel bis 2^n Knoten</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> Byte</translation>
    </message>
    <message>
        <source>Bytes of one vector element on the wire</source>
        <translation>Byte eines Vektorelements auf der Leitung</translation>
    </message>
    <message>
        <source>ns per element</source>
        <translation>ns je Element</translation>
    </message>
    <message>
        <source>Time to combine one element (one application of the operator), in nanoseconds</source>
        <translation>Zeit, um ein Element zu verknüpfen (eine Anwendung des Operators), in Nanosekunden</translation>
    </message>
    <message>
        <source>full (both directions at once)</source>
        <translation>voll (beide Richtungen zugleich)</translation>
    </message>
    <message>
        <source>half (one direction at a time)</source>
        <translation>halb (eine Richtung zur Zeit)</translation>
    </message>
    <message>
        <source>Link classes</source>
        <translation>Linkklassen</translation>
    </message>
    <message>
        <source>Add class</source>
        <translation>Klasse hinzufügen</translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation>Klasse entfernen</translation>
    </message>
    <message>
        <source>A new class takes the highest link of the last class that has more than one</source>
        <translation>Eine neue Klasse übernimmt den höchsten Link der letzten Klasse, die mehr als einen hat</translation>
    </message>
    <message>
        <source>The selected class&apos;s links join the class above</source>
        <translation>Die Links der gewählten Klasse wechseln in die Klasse darüber</translation>
    </message>
    <message>
        <source>(not a preset)</source>
        <translation>(keine Vorgabe)</translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Id: %1</translation>
    </message>
    <message>
        <source>This machine has no note on where its figures come from.</source>
        <translation>Diese Maschine sagt nicht, woher ihre Zahlen stammen.</translation>
    </message>
    <message>
        <source>Not a preset (id &quot;%1&quot;). %2</source>
        <translation>Keine Vorgabe (Id „%1“). %2</translation>
    </message>
    <message>
        <source>Every link equal, unshared and full duplex: the machine the published formulas assume (with no shared capacity, whom one would serve does not matter; it keeps the default, both directions together). The figures are of the order reported for the nCUBE 2 (a start-up of about 100 microseconds, about 2.2 MB/s per link and direction, about half a microsecond to add two doubles) and are illustrative, not measurements.</source>
        <translation>Alle Links gleich, nicht geteilt und voll duplex: die Maschine, die die veröffentlichten Formeln annehmen (ohne geteilte Kapazität spielt keine Rolle, wem sie diente; sie behält die Voreinstellung, beide Richtungen zusammen). Die Zahlen liegen in der Größenordnung der für den nCUBE 2 berichteten (eine Anlaufzeit von etwa 100 Mikrosekunden, etwa 2,2 MB/s je Link und Richtung, etwa eine halbe Mikrosekunde, um zwei Doubles zu addieren) und sind illustrativ, keine Messungen.</translation>
    </message>
    <message>
        <source>Up to 128 processors the links behave like an ideal hypercube; beyond, the bisection stops growing, as the lecture says of the Origin 2000: links 8 and 9 share the capacity that 128 processors&apos; bisection has, 64 links at full speed in each direction. The bisection is made of full-duplex links, so the capacity serves each direction on its own. The link speed of 150 MB/s and start-up of 10 microseconds are of the order of MPI figures reported for the machine (its CrayLink peak is about 800 MB/s a direction); the combine time is illustrative.</source>
        <translation>Bis 128 Prozessoren verhalten sich die Links wie in einem idealen Hypercube; darüber wächst die Bisektion nicht mehr, wie die Vorlesung von der Origin 2000 sagt: die Links 8 und 9 teilen sich die Kapazität, die die Bisektion von 128 Prozessoren hat, 64 Links bei voller Geschwindigkeit in jeder Richtung. Die Bisektion besteht aus Vollduplex-Links, daher dient die Kapazität jeder Richtung für sich. Die Linkgeschwindigkeit von 150 MB/s und die Anlaufzeit von 10 Mikrosekunden liegen in der Größenordnung der für die Maschine berichteten MPI-Zahlen (ihr CrayLink schafft in der Spitze etwa 800 MB/s je Richtung); die Verknüpfungszeit ist illustrativ.</translation>
    </message>
    <message>
        <source>The structure follows the lecture: links 1-4 have bandwidth a, links 5-6 b, links 7-8 c, with a &gt; b &gt; c, and the higher classes share a limited capacity (the bisection). Its links are full duplex, so the capacity serves each direction on its own. The lecture gives no absolute figures: a = 4 MB/s, b = 2 MB/s, c = 1 MB/s, the shared capacities (16 MB/s for links 5-6, 8 MB/s for links 7-8 in each direction, an eighth of what their links could carry at once at 128 processors), the start-up of 100 microseconds and the combine time are illustrative, chosen only in the lecture&apos;s proportions.</source>
        <translation>Der Aufbau folgt der Vorlesung: die Links 1-4 haben die Bandbreite a, die Links 5-6 b, die Links 7-8 c, mit a &gt; b &gt; c, und die höheren Klassen teilen sich eine begrenzte Kapazität (die Bisektion). Ihre Links sind voll duplex, daher dient die Kapazität jeder Richtung für sich. Die Vorlesung nennt keine absoluten Zahlen: a = 4 MB/s, b = 2 MB/s, c = 1 MB/s, die geteilten Kapazitäten (16 MB/s für die Links 5-6, 8 MB/s für die Links 7-8 in jeder Richtung, ein Achtel dessen, was ihre Links bei 128 Prozessoren zugleich übertragen könnten), die Anlaufzeit von 100 Mikrosekunden und die Verknüpfungszeit sind illustrativ, nur in den Verhältnissen der Vorlesung gewählt.</translation>
    </message>
    <message>
        <source>Change how a half-duplex exchange&apos;s start-ups count</source>
        <translation>Anlaufzeiten eines Halbduplex-Austauschs anders zählen</translation>
    </message>
    <message>
        <source>add (2α: one direction after the other)</source>
        <translation>addieren sich (2α: eine Richtung nach der anderen)</translation>
    </message>
    <message>
        <source>overlap (α: both directions share the link)</source>
        <translation>überlappen sich (α: beide Richtungen teilen den Link)</translation>
    </message>
    <message>
        <source>Over a half-duplex link an exchange sends both ways: its two start-ups add (2α + 2Nβ) or overlap (α + 2Nβ). Full-duplex links send both ways at once, so this matters only for half duplex.</source>
        <translation>Über einen Halbduplex-Link sendet ein Austausch in beide Richtungen: seine zwei Anlaufzeiten addieren sich (2α + 2Nβ) oder überlappen sich (α + 2Nβ). Vollduplex-Links senden in beide Richtungen zugleich; die Wahl zählt also nur bei halbduplex.</translation>
    </message>
    <message>
        <source>Exchange:</source>
        <translation>Austausch:</translation>
    </message>
    <message>
        <source>Double-click a cell (or press F2) to edit it. Links: numbers and ranges, e.g. 1–4 or 5, 6; naming a link of another class moves it here. Shared capacity: what all links of the class carry together in one step; empty for none.</source>
        <translation>Doppelklick auf eine Zelle (oder F2), um sie zu ändern. Links: Zahlen und Bereiche, z. B. 1–4 oder 5, 6; ein Link einer anderen Klasse, der hier genannt wird, wechselt hierher. Geteilte Kapazität: was alle Links der Klasse zusammen in einem Schritt übertragen; leer für keine.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::MainWindow</name>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>About CubeLab</source>
        <translation>Über CubeLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CubeLab %1&lt;/h3&gt;&lt;p&gt;Reduce and all-reduce on a hypercube, step by step: Tree_UpDo, Tree_Down, Tree_Do and Cube_Do as in the lecture.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CubeLab %1&lt;/h3&gt;&lt;p&gt;Reduce und All-Reduce im Hypercube, Schritt für Schritt: Tree_UpDo, Tree_Down, Tree_Do und Cube_Do wie in der Vorlesung.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The machine cannot be used: %1</source>
        <translation>Die Maschine kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>There is no exercise &apos;%1&apos;: choose one of %2.</source>
        <translation>Es gibt keine Aufgabe „%1“: Wählen Sie eine von %2.</translation>
    </message>
    <message>
        <source>Compare with scenario</source>
        <translation>Mit Szenario vergleichen</translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation>Hyperwürfel</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::OrderAnswerEditor</name>
    <message>
        <source>Change the link order</source>
        <translation>Link-Reihenfolge ändern</translation>
    </message>
    <message>
        <source>The first link is used first. While the window shows this exercise, the order here and the window&apos;s follow each other: change it here or in the scenario panel and watch the loads.</source>
        <translation>Der erste Link wird zuerst benutzt. Solange das Fenster diese Aufgabe zeigt, folgen die Reihenfolge hier und die des Fensters einander: Ändern Sie sie hier oder im Szenario-Bereich und beobachten Sie die Linkbelastung.</translation>
    </message>
    <message>
        <source>Your link order</source>
        <translation>Ihre Linkreihenfolge</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::PanelDocks</name>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>On the s&amp;tage (F5 or Esc gives it back)</source>
        <translation>Auf die &amp;Bühne (F5 oder Esc gibt sie zurück)</translation>
    </message>
    <message>
        <source>Export as P&amp;NG…</source>
        <translation>Als P&amp;NG exportieren …</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren …</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren …</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::PartialResultsModel</name>
    <message>
        <source>(%1 inputs)</source>
        <translation>(%1 Eingaben)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>— (no data yet)</source>
        <translation>— (noch keine Daten)</translation>
    </message>
    <message>
        <source>(numeric)</source>
        <translation>(numerisch)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Partial result s_i</source>
        <translation>Teilergebnis s_i</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>For a cube this large the trace keeps the first %1 of the %2 elements of each value between the first and the last step (all of them would not fit in memory); the start and the end are kept whole.</source>
        <translation>Bei einem so großen Würfel behält der Ablauf zwischen dem ersten und dem letzten Schritt nur die ersten %1 der %2 Elemente jedes Werts (alle passten nicht in den Speicher); Anfang und Ende bleiben vollständig.</translation>
    </message>
    <message>
        <source>Value (%1 of %2 elements kept)</source>
        <translation>Wert (%1 von %2 Elementen behalten)</translation>
    </message>
    <message>
        <source>block %1: %2</source>
        <translation>Block %1: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>At the start, click a row to follow its input a_i through the steps; double-click an s_i to see the inputs and messages it is made of; right-click for both. Esc stops following.</source>
        <translation>Am Anfang eine Zeile anklicken, um ihre Eingabe a_i durch die Schritte zu verfolgen; ein s_i doppelt anklicken, um die Eingaben und Nachrichten zu sehen, aus denen es besteht; Rechtsklick für beides. Esc beendet das Verfolgen.</translation>
    </message>
    <message>
        <source>— (not recorded: only the messages are)</source>
        <translation>— (nicht aufgezeichnet: nur die Nachrichten)</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ProgramAnswerEditor</name>
    <message>
        <source>Write the node program here. Check runs it on cubes of several dimensions, roots, operators and vector lengths and compares every node with the exercise&apos;s collective.</source>
        <translation>Schreiben Sie hier das Knotenprogramm. „Prüfen“ führt es auf Würfeln verschiedener Dimensionen, mit mehreren Wurzeln, Operatoren und Vektorlängen aus und vergleicht jeden Knoten mit der kollektiven Operation der Aufgabe.</translation>
    </message>
    <message>
        <source>Start from the template</source>
        <translation>Mit der Vorlage beginnen</translation>
    </message>
    <message>
        <source>Replace the program with the lecture&apos;s program this exercise changes</source>
        <translation>Das Programm durch das Programm der Vorlesung ersetzen, das diese Aufgabe verändert</translation>
    </message>
    <message>
        <source>Run in the window</source>
        <translation>Im Fenster ausführen</translation>
    </message>
    <message>
        <source>Open the program in the program editor and run it on the cube shown, step by step</source>
        <translation>Das Programm im Programmeditor öffnen und Schritt für Schritt auf dem gezeigten Würfel ausführen</translation>
    </message>
    <message>
        <source>Check a traced MPI program</source>
        <translation>Ein aufgezeichnetes MPI-Programm prüfen</translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation>Abläufe (*.json)</translation>
    </message>
    <message>
        <source>Check a traced MPI program…</source>
        <translation>Aufgezeichnetes MPI-Programm prüfen …</translation>
    </message>
    <message>
        <source>Check your own MPI program in C or Fortran instead: the trace file cubelab-mpi trace --output wrote of its run</source>
        <translation>Stattdessen Ihr eigenes MPI-Programm in C oder Fortran prüfen: die Ablaufdatei, die cubelab-mpi trace --output von seinem Lauf geschrieben hat</translation>
    </message>
    <message>
        <source>Your node program (Lua)</source>
        <translation>Ihr Knotenprogramm (Lua)</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ProgramPanel</name>
    <message>
        <source>Run %1</source>
        <translation>%1 ausführen</translation>
    </message>
    <message>
        <source>Ran on %1 nodes: 1 step.</source>
        <translation>Auf %1 Knoten ausgeführt: 1 Schritt.</translation>
    </message>
    <message>
        <source>Ran on %1 nodes: %2 steps.</source>
        <translation>Auf %1 Knoten ausgeführt: %2 Schritte.</translation>
    </message>
    <message>
        <source>Node %1, line %2: %3</source>
        <translation>Knoten %1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Node %1: %2</source>
        <translation>Knoten %1: %2</translation>
    </message>
    <message>
        <source>The program did not run: %1</source>
        <translation>Das Programm lief nicht: %1</translation>
    </message>
    <message>
        <source>The template %1 is missing from this build.</source>
        <translation>Die Vorlage %1 fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Open program</source>
        <translation>Programm öffnen</translation>
    </message>
    <message>
        <source>Lua programs (*.lua);;All files (*)</source>
        <translation>Lua-Programme (*.lua);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save program</source>
        <translation>Programm speichern</translation>
    </message>
    <message>
        <source>Lua programs (*.lua)</source>
        <translation>Lua-Programme (*.lua)</translation>
    </message>
    <message>
        <source>%1 (template)</source>
        <translation>%1 (Vorlage)</translation>
    </message>
    <message>
        <source>%1 — modified</source>
        <translation>%1 — geändert</translation>
    </message>
    <message>
        <source>Empty program</source>
        <translation>Leeres Programm</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run the program on every node of the current scenario (Ctrl+R)</source>
        <translation>Das Programm auf jedem Knoten des aktuellen Szenarios ausführen (Strg+R)</translation>
    </message>
    <message>
        <source>New from template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Running on %1 nodes…</source>
        <translation>Läuft auf %1 Knoten…</translation>
    </message>
    <message>
        <source>The run was cancelled; the window shows what it showed before.</source>
        <translation>Der Lauf wurde abgebrochen; das Fenster zeigt, was es vorher zeigte.</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message>
        <source>Stop the run under way; the window keeps what it shows</source>
        <translation>Den laufenden Lauf anhalten; das Fenster behält, was es zeigt</translation>
    </message>
    <message>
        <source>Node program (Lua)</source>
        <translation>Knotenprogramm (Lua)</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::RangeAnswerEditor</name>
    <message>
        <source>Cube_Do is faster for the vector lengths (elements)</source>
        <translation>Cube_Do ist schneller für die Vektorlängen (Elemente)</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>no upper end</source>
        <translation>kein oberes Ende</translation>
    </message>
    <message>
        <source>Cube_Do is still faster at the largest length compared</source>
        <translation>Cube_Do ist auch bei der größten verglichenen Länge noch schneller</translation>
    </message>
    <message>
        <source>Cube_Do is never faster</source>
        <translation>Cube_Do ist nie schneller</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::RunIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Drop this change; the engine finishes in the background and its result is discarded.</source>
        <translation>Diese Änderung verwerfen; die Engine rechnet im Hintergrund zu Ende, ihr Ergebnis wird verworfen.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ScenarioPanel</name>
    <message>
        <source>Change the dimension</source>
        <translation>Dimension ändern</translation>
    </message>
    <message>
        <source>Change the collective</source>
        <translation>Kollektive Operation ändern</translation>
    </message>
    <message>
        <source>Change the link order</source>
        <translation>Linkreihenfolge ändern</translation>
    </message>
    <message>
        <source>Change the root</source>
        <translation>Wurzel ändern</translation>
    </message>
    <message>
        <source>Change the operator</source>
        <translation>Operation ändern</translation>
    </message>
    <message>
        <source>Change the vector length</source>
        <translation>Vektorlänge ändern</translation>
    </message>
    <message>
        <source>Change symbolic/numeric</source>
        <translation>Symbolisch/numerisch ändern</translation>
    </message>
    <message>
        <source>Change the initial values</source>
        <translation>Anfangswerte ändern</translation>
    </message>
    <message>
        <source>Change the random seed</source>
        <translation>Startwert des Zufalls ändern</translation>
    </message>
    <message>
        <source>Initial values</source>
        <translation>Anfangswerte</translation>
    </message>
    <message>
        <source>A table of %1 values is too large to edit by hand (at most %2). Use the default inputs or random ones, or load a scenario file.</source>
        <translation>Eine Tabelle mit %1 Werten ist zu groß für die Eingabe von Hand (höchstens %2). Nehmen Sie die Standardeingaben oder Zufallswerte, oder laden Sie eine Szenariodatei.</translation>
    </message>
    <message>
        <source>Edit the initial values</source>
        <translation>Anfangswerte bearbeiten</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <source>Link order:</source>
        <translation>Linkreihenfolge:</translation>
    </message>
    <message>
        <source>Operator:</source>
        <translation>Verknüpfung:</translation>
    </message>
    <message>
        <source>Vector length m:</source>
        <translation>Vektorlänge m:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>Dimension n:</source>
        <translation>Dimension n:</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>Wurzel:</translation>
    </message>
    <message>
        <source>Inputs a_i:</source>
        <translation>Eingaben a_i:</translation>
    </message>
    <message>
        <source>symbolic (expressions and numbers)</source>
        <translation>symbolisch (Ausdrücke und Zahlen)</translation>
    </message>
    <message>
        <source>numeric (numbers only)</source>
        <translation>numerisch (nur Zahlen)</translation>
    </message>
    <message>
        <source>i + 1 (default)</source>
        <translation>i + 1 (Standard)</translation>
    </message>
    <message>
        <source>random, seed:</source>
        <translation>zufällig, Startwert:</translation>
    </message>
    <message>
        <source>own values (table)</source>
        <translation>eigene Werte (Tabelle)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <source>The same seed gives the same inputs</source>
        <translation>Derselbe Startwert ergibt dieselben Eingaben</translation>
    </message>
    <message>
        <source>The cube has p = 2^n nodes. The view draws up to n = 10; symbolic values go up to n = 12.</source>
        <translation>Der Würfel hat p = 2^n Knoten. Die Ansicht zeichnet bis n = 10; symbolische Werte gehen bis n = 12.</translation>
    </message>
    <message>
        <source>p = %1 nodes</source>
        <translation>p = %1 Knoten</translation>
    </message>
    <message>
        <source>(none: every node ends with the result)</source>
        <translation>(keine: jeder Knoten hat am Ende das Ergebnis)</translation>
    </message>
    <message>
        <source>p = 1 node</source>
        <translation>p = 1 Knoten</translation>
    </message>
    <message>
        <source>Change the %1 link order</source>
        <translation>Linkreihenfolge (%1) ändern</translation>
    </message>
    <message>
        <source>(none: node i ends with block i of the result)</source>
        <translation>(keine: Knoten i hat am Ende Block i des Ergebnisses)</translation>
    </message>
    <message>
        <source>(none: every node ends with every node&apos;s block)</source>
        <translation>(keine: jeder Knoten hat am Ende den Block jedes Knotens)</translation>
    </message>
    <message>
        <source>Ring link order:</source>
        <translation>Ring-Linkreihenfolge:</translation>
    </message>
    <message>
        <source>%1 order:</source>
        <comment>a link order named for its phase</comment>
        <translation>%1-Reihenfolge:</translation>
    </message>
    <message>
        <source>A traced MPI program&apos;s run, shown as its ranks recorded it. It cannot be edited or run again here: trace the program again (cubelab-mpi trace), or open a scenario.</source>
        <translation>Der Lauf eines aufgezeichneten MPI-Programms, gezeigt, wie seine Ränge ihn aufgezeichnet haben. Er lässt sich hier weder bearbeiten noch erneut ausführen: zeichnen Sie das Programm neu auf (cubelab-mpi trace) oder öffnen Sie ein Szenario.</translation>
    </message>
    <message>
        <source>(none: the program&apos;s own)</source>
        <translation>(keine: die des Programms)</translation>
    </message>
    <message>
        <source>Seed of the random inputs</source>
        <translation>Startwert der zufälligen Eingaben</translation>
    </message>
    <message>
        <source>Edit every node&apos;s input a_i in a table</source>
        <translation>Die Eingabe a_i jedes Knotens in einer Tabelle ändern</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::Session</name>
    <message>
        <source>The change was not made: %1</source>
        <translation>Die Änderung wurde nicht übernommen: %1</translation>
    </message>
    <message>
        <source>The scenario cannot be run: %1</source>
        <translation>Das Szenario lässt sich nicht ausführen: %1</translation>
    </message>
    <message>
        <source>The program of this trace cannot be shown: %1</source>
        <translation>Das Programm dieses Ablaufs lässt sich nicht anzeigen: %1</translation>
    </message>
    <message>
        <source>Running %1 nodes…</source>
        <translation>Die Engine läuft auf %1 Knoten …</translation>
    </message>
    <message>
        <source>The machine was not changed: %1</source>
        <translation>Die Maschine wurde nicht geändert: %1</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ShownState</name>
    <message>
        <source>step %1 is out of range: this scenario has steps 0 to %2</source>
        <translation>Schritt %1 liegt außerhalb: dieses Szenario hat die Schritte 0 bis %2</translation>
    </message>
    <message>
        <source>nothing is open to show it on</source>
        <translation>es ist nichts geöffnet, worauf er sich zeigen ließe</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SolutionView</name>
    <message>
        <source>Solution side by side</source>
        <translation>Lösung im Vergleich</translation>
    </message>
    <message>
        <source>As the exercise starts: links in the order %1</source>
        <translation>Wie die Aufgabe beginnt: Links in der Reihenfolge %1</translation>
    </message>
    <message>
        <source>Solution: links in the order %1</source>
        <translation>Lösung: Links in der Reihenfolge %1</translation>
    </message>
    <message>
        <source>Time on %1: %2</source>
        <translation>Zeit auf %1: %2</translation>
    </message>
    <message>
        <source>Bars: messages per link — faint for the whole run, solid for the steps played so far.</source>
        <translation>Balken: Nachrichten pro Link – hell für den ganzen Lauf, kräftig für die bisher gezeigten Schritte.</translation>
    </message>
    <message>
        <source>Step 0 / %1: the start</source>
        <translation>Schritt 0 / %1: der Anfang</translation>
    </message>
    <message>
        <source>Step %1 / %2: %3)</source>
        <translation>Schritt %1 / %2: %3)</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SpaceTimePanel</name>
    <message>
        <source>Steps a), b), c) …</source>
        <translation>Schritte a), b), c) …</translation>
    </message>
    <message>
        <source>Time on %1</source>
        <translation>Zeit auf %1</translation>
    </message>
    <message>
        <source>%1 The diagram shows the steps.</source>
        <translation>%1 Das Diagramm zeigt die Schritte.</translation>
    </message>
    <message>
        <source>Measured time (median of each step)</source>
        <translation>Gemessene Zeit (Median jedes Schritts)</translation>
    </message>
    <message>
        <source>Time a&amp;xis:</source>
        <translation>&amp;Zeitachse:</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::SpaceTimeView</name>
    <message>
        <source>%1: %2 messages between these rows, such as %3 → %4 on link %5</source>
        <translation>%1: %2 Nachrichten zwischen diesen Zeilen, etwa %3 → %4 über Link %5</translation>
    </message>
    <message>
        <source>%1: %2 → %3 on link %4</source>
        <translation>%1: %2 → %3 über Link %4</translation>
    </message>
    <message>
        <source>1 element, %1</source>
        <translation>1 Element, %1</translation>
    </message>
    <message>
        <source>%1 elements, %2</source>
        <translation>%1 Elemente, %2</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Blöcke</translation>
    </message>
    <message>
        <source>carries blocks %1 (%2 of %3)</source>
        <translation>trägt die Blöcke %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>wide line: %1</source>
        <translation>breite Linie: %1</translation>
    </message>
    <message>
        <source>on link %1</source>
        <translation>über Link %1</translation>
    </message>
    <message>
        <source>%1: %2 messages between these rows, such as %3 → %4 %5</source>
        <translation>%1: %2 Nachrichten zwischen diesen Zeilen, etwa %3 → %4 %5</translation>
    </message>
    <message>
        <source>%1: %2 → %3 %4</source>
        <translation>%1: %2 → %3 %4</translation>
    </message>
    <message>
        <source>%1 → %2, tag %3, %4</source>
        <translation>%1 → %2, Tag %3, %4</translation>
    </message>
    <message>
        <source>%1 buffer: %2</source>
        <translation>Puffer %1: %2</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StageScene</name>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Szene %1 von %2</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepCostsModel</name>
    <message>
        <source>The steps cannot be priced on %1: %2</source>
        <translation>Die Schritte lassen sich auf %1 nicht bewerten: %2</translation>
    </message>
    <message>
        <source>This %1-cube uses links 1–%1, but %2 has links 1–%3 only: no step costs are shown.</source>
        <translation>Dieser %1-dimensionale Würfel nutzt die Links 1–%1, %2 hat aber nur die Links 1–%3: Es werden keine Schrittkosten gezeigt.</translation>
    </message>
    <message>
        <source>No machine preset has %1 links: choose a smaller cube (n ≤ %2).</source>
        <translation>Keine vorgegebene Maschine hat %1 Links: Wählen Sie einen kleineren Würfel (n ≤ %2).</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>link bandwidth</source>
        <translation>Linkbandbreite</translation>
    </message>
    <message>
        <source>shared capacity</source>
        <translation>geteilte Kapazität</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The slowest message took %1 at %2 (%3 messages shared its link class); combining took %4.</source>
        <translation>Die langsamste Nachricht brauchte %1 bei %2 (%3 Nachrichten teilten sich ihre Linkklasse); das Verknüpfen brauchte %4.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>Slowest message</source>
        <translation>Langsamste Nachricht</translation>
    </message>
    <message>
        <source>Choose a smaller cube (n ≤ %1) or a machine with more links: %2.</source>
        <translation>Wählen Sie einen kleineren Würfel (n ≤ %1) oder eine Maschine mit mehr Links: %2.</translation>
    </message>
    <message>
        <source>The slowest message took %1 at %2 (%3 messages shared its link class in its direction); combining took %4.</source>
        <translation>Die langsamste Nachricht brauchte %1 bei %2 (%3 Nachrichten teilten sich ihre Linkklasse in ihrer Richtung); das Verknüpfen brauchte %4.</translation>
    </message>
    <message>
        <source>Measured (median)</source>
        <translation>Gemessen (Median)</translation>
    </message>
    <message>
        <source>Fastest – slowest run</source>
        <translation>Schnellster – langsamster Lauf</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepCostsPanel</name>
    <message>
        <source>Machine: %1</source>
        <translation>Maschine: %1</translation>
    </message>
    <message>
        <source>links %1: %2, start-up %3</source>
        <translation>Links %1: %2, Latenz %3</translation>
    </message>
    <message>
        <source>%1; %2; %3 an element, %4 to combine one.</source>
        <translation>%1; %2; %3 je Element, %4 für eine Verknüpfung.</translation>
    </message>
    <message>
        <source>less</source>
        <translation>weniger</translation>
    </message>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <source>Total: —</source>
        <translation>Gesamt: —</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>&amp;Maschine:</translation>
    </message>
    <message>
        <source>The machine the step costs are computed for. Its figures are illustrative: the lecture gives proportions, not absolute numbers.</source>
        <translation>Die Maschine, für die die Schrittkosten berechnet werden. Ihre Zahlen sind illustrativ: Die Vorlesung nennt Verhältnisse, keine absoluten Werte.</translation>
    </message>
    <message>
        <source>The time each step takes on the chosen machine; the current step is marked.</source>
        <translation>Die Zeit, die jeder Schritt auf der gewählten Maschine braucht; der aktuelle Schritt ist markiert.</translation>
    </message>
    <message>
        <source>Total: %1 — steps: %2, vector length m = %3, %4 an element, on %5.</source>
        <translation>Gesamt: %1 — Schritte: %2, Vektorlänge m = %3, %4 je Element, auf %5.</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (bearbeitet)</translation>
    </message>
    <message>
        <source>, %1 shared by the class, %2</source>
        <translation>, %1 für die ganze Klasse, %2</translation>
    </message>
    <message>
        <source>Measured total: %1, %2.</source>
        <translation>Gemessen insgesamt: %1, %2.</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::StepTimesChart</name>
    <message>
        <source>%1: %2, from %3 to %4, limited by %5</source>
        <translation>%1: %2, von %3 bis %4, begrenzt durch %5</translation>
    </message>
    <message>
        <source>Start: no step has run yet. %1</source>
        <translation>Start: Noch ist kein Schritt gelaufen. %1</translation>
    </message>
    <message>
        <source>limited by %1</source>
        <translation>begrenzt durch %1</translation>
    </message>
    <message>
        <source>Step times</source>
        <translation>Schrittzeiten</translation>
    </message>
    <message>
        <source>Step times: total %1</source>
        <translation>Schrittzeiten: gesamt %1</translation>
    </message>
    <message>
        <source>Total %1; m = %2, %3 an element; %4.</source>
        <translation>Gesamt %1; m = %2, %3 je Element; %4.</translation>
    </message>
    <message>
        <source>%1) %2</source>
        <comment>step label and its link numbers</comment>
        <translation>%1) %2</translation>
    </message>
    <message>
        <source>Time since start (%1)</source>
        <translation>Zeit seit Beginn (%1)</translation>
    </message>
    <message>
        <source>Step) link</source>
        <translation>Schritt) Link</translation>
    </message>
    <message>
        <source>%1: measured %2</source>
        <translation>%1: gemessen %2</translation>
    </message>
    <message>
        <source>Grey: %1, total %2.</source>
        <translation>Grau: %1, insgesamt %2.</translation>
    </message>
    <message>
        <source>▶ %1: %2, from %3 to %4, limited by %5.</source>
        <translation>▶ %1: %2, von %3 bis %4, begrenzt durch %5.</translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation>Gemessen: %1.</translation>
    </message>
    <message>
        <source>measured (median)</source>
        <translation>gemessen (Median)</translation>
    </message>
    <message>
        <source>Step times: predicted %1, measured %2</source>
        <translation>Schrittzeiten: vorhergesagt %1, gemessen %2</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::TimelineWidget</name>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Drag to any step</source>
        <translation>Zu einem beliebigen Schritt ziehen</translation>
    </message>
    <message>
        <source>Time per step while playing, from 4 s (left) to 0.1 s (right)</source>
        <translation>Zeit je Schritt beim Abspielen, von 4 s (links) bis 0,1 s (rechts)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>%1 s je Schritt</translation>
    </message>
    <message>
        <source>Done after its last step, %1; the scenario beside it goes on.</source>
        <translation>Fertig nach seinem letzten Schritt, %1; das Szenario daneben läuft weiter.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::ValueAnswerEditor</name>
    <message>
        <source>step %1) over link %2</source>
        <translation>Schritt %1) über Link %2</translation>
    </message>
    <message>
        <source>s_%1, address %2</source>
        <translation>s_%1, Adresse %2</translation>
    </message>
    <message>
        <source>After step:</source>
        <translation>Nach Schritt:</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>What will the node hold after the step? An expression with brackets of any kind, or a number:</source>
        <translation>Was hat der Knoten nach dem Schritt? Ein Ausdruck mit beliebigen Klammern oder eine Zahl:</translation>
    </message>
    <message>
        <source>e.g. [(a_i+a_j)+(a_k+a_l)], or a number</source>
        <translation>z. B. [(a_i+a_j)+(a_k+a_l)] oder eine Zahl</translation>
    </message>
    <message>
        <source>Which blocks does each node hold after the step? For every node its number, a colon and its blocks; nodes separated by semicolons:</source>
        <translation>Welche Blöcke hält jeder Knoten nach dem Schritt? Für jeden Knoten seine Nummer, einen Doppelpunkt und seine Blöcke; Knoten durch Semikolons getrennt:</translation>
    </message>
    <message>
        <source>node: block, block; node: block, block; …</source>
        <translation>Knoten: Block, Block; Knoten: Block, Block; …</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowActions</name>
    <message>
        <source>Without a menu entry</source>
        <translation>Ohne Menüeintrag</translation>
    </message>
    <message>
        <source>In the view and the panels</source>
        <translation>In der Ansicht und den Bereichen</translation>
    </message>
    <message>
        <source>the previous / next node, in the order of the addresses (a screen reader speaks its s_i and what it does in the step)</source>
        <translation>der vorige / nächste Knoten, in der Reihenfolge der Adressen (ein Screenreader spricht sein s_i und was er im Schritt tut)</translation>
    </message>
    <message>
        <source>the focused node&apos;s menu (follow its input, where its s_i comes from)</source>
        <translation>das Menü des fokussierten Knotens (seine Eingabe verfolgen, woher sein s_i kommt)</translation>
    </message>
    <message>
        <source>the next / previous control of a panel; a list, table or button reached so keeps its arrows and Space</source>
        <translation>das nächste / vorige Bedienelement eines Bereichs; eine Liste, Tabelle oder Schaltfläche, die so erreicht wurde, behält ihre Pfeiltasten und die Leertaste</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;6&apos;&gt;%1&lt;/table&gt;&lt;p&gt;The keys do not act while you type in a field; Enter commits a number and gives the keys back to the view (the frame round it shows where they go).&lt;/p&gt;</source>
        <translation>&lt;table cellspacing=&apos;6&apos;&gt;%1&lt;/table&gt;&lt;p&gt;Während Sie in ein Feld tippen, wirken die Tasten nicht; die Eingabetaste übernimmt eine Zahl und gibt die Tasten an die Ansicht zurück (der Rahmen um sie zeigt, wohin sie gehen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowDocks</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Partial results</source>
        <translation>Teilergebnisse</translation>
    </message>
    <message>
        <source>Node program</source>
        <translation>Knotenprogramm</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowExports</name>
    <message>
        <source>The picture was not exported. %1</source>
        <translation>Das Bild wurde nicht exportiert. %1</translation>
    </message>
    <message>
        <source>Exported the view to %1</source>
        <translation>Ansicht nach %1 exportiert</translation>
    </message>
    <message>
        <source>CubeLab hypercube view</source>
        <translation>CubeLab-Hypercube-Ansicht</translation>
    </message>
    <message>
        <source>The trace was not exported. %1</source>
        <translation>Der Ablauf wurde nicht exportiert. %1</translation>
    </message>
    <message>
        <source>Exported the trace to %1</source>
        <translation>Ablauf nach %1 exportiert</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>The export was not written. %1</source>
        <translation>Der Export wurde nicht geschrieben. %1</translation>
    </message>
    <message>
        <source>the space-time diagram</source>
        <translation>das Raum-Zeit-Diagramm</translation>
    </message>
    <message>
        <source>The web page was not written. %1</source>
        <translation>Die Webseite wurde nicht geschrieben. %1</translation>
    </message>
    <message>
        <source>There is no panel &apos;%1&apos;: choose one of %2.</source>
        <translation>Es gibt keinen Bereich &apos;%1&apos;: wählen Sie einen von %2.</translation>
    </message>
    <message>
        <source>CubeLab: %1</source>
        <translation>CubeLab: %1</translation>
    </message>
    <message>
        <source>The panel “%1” has no table to export as CSV.</source>
        <translation>Der Bereich „%1“ hat keine Tabelle, die als CSV exportiert werden kann.</translation>
    </message>
    <message>
        <source>The table was not exported. %1</source>
        <translation>Die Tabelle wurde nicht exportiert. %1</translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation>Ansicht als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export the view as SVG</source>
        <translation>Ansicht als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export the trace as JSON</source>
        <translation>Ablauf als JSON exportieren</translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation>Abläufe (*.json)</translation>
    </message>
    <message>
        <source>Export the trace for Perfetto / chrome://tracing</source>
        <translation>Ablauf für Perfetto / chrome://tracing exportieren</translation>
    </message>
    <message>
        <source>Chrome traces (*.json)</source>
        <translation>Chrome-Abläufe (*.json)</translation>
    </message>
    <message>
        <source>Export the trace for ViTE</source>
        <translation>Ablauf für ViTE exportieren</translation>
    </message>
    <message>
        <source>Pajé traces (*.paje *.trace)</source>
        <translation>Pajé-Abläufe (*.paje *.trace)</translation>
    </message>
    <message>
        <source>Export a handout as PDF</source>
        <translation>Handout als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export the animation as GIF</source>
        <translation>Animation als GIF exportieren</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF-Animationen (*.gif)</translation>
    </message>
    <message>
        <source>Export a LaTeX/TikZ figure</source>
        <translation>LaTeX/TikZ-Abbildung exportieren</translation>
    </message>
    <message>
        <source>LaTeX documents (*.tex)</source>
        <translation>LaTeX-Dokumente (*.tex)</translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation>Webseite exportieren</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowFiles</name>
    <message>
        <source>The scenario was not opened; the current one stays. %1</source>
        <translation>Das Szenario wurde nicht geöffnet; das aktuelle bleibt. %1</translation>
    </message>
    <message>
        <source>The trace was not opened; the current scenario stays. %1</source>
        <translation>Der Ablauf wurde nicht geöffnet; das aktuelle Szenario bleibt. %1</translation>
    </message>
    <message>
        <source>Showing the recorded trace %1 as it was recorded.</source>
        <translation>Der Ablauf %1 wird so gezeigt, wie er aufgezeichnet wurde.</translation>
    </message>
    <message>
        <source>The scenario was not saved. %1</source>
        <translation>Das Szenario wurde nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>Ablauf öffnen</translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation>Abläufe (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1[*] – CubeLab</source>
        <translation>%1[*] – CubeLab</translation>
    </message>
    <message>
        <source>lecture example</source>
        <translation>Beispiel der Vorlesung</translation>
    </message>
    <message>
        <source>unsaved scenario</source>
        <translation>ungespeichertes Szenario</translation>
    </message>
    <message>
        <source>lecture-example</source>
        <comment>a file name</comment>
        <translation>vorlesungsbeispiel</translation>
    </message>
    <message>
        <source>scenario</source>
        <comment>a file name</comment>
        <translation>szenario</translation>
    </message>
    <message>
        <source>-scenario</source>
        <comment>added to a file name</comment>
        <translation>-szenario</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowLessons</name>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lektionen (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>cubelab::gui::WindowLinks</name>
    <message>
        <source>The link was not opened; the current scenario stays. %1</source>
        <translation>Der Link wurde nicht geöffnet; das aktuelle Szenario bleibt. %1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <source>A link to a moment (cubelab:1/…):</source>
        <translation>Ein Link auf einen Moment (cubelab:1/…):</translation>
    </message>
    <message>
        <source>Link copied: it opens this moment in CubeLab (%1 characters)</source>
        <translation>Link kopiert: er öffnet diesen Moment in CubeLab (%1 Zeichen)</translation>
    </message>
    <message>
        <source>No link was made: %1</source>
        <translation>Es wurde kein Link erzeugt: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The window needs at least %1x%2 here; the picture has that size.</source>
        <translation>Das Fenster braucht hier mindestens %1x%2; das Bild hat diese Größe.</translation>
    </message>
    <message>
        <source>The command line&apos;s --step, --follow or --compare cannot be shown: %1.</source>
        <translation>--step, --follow oder --compare der Befehlszeile lassen sich nicht zeigen: %1.</translation>
    </message>
</context>
</TS>
