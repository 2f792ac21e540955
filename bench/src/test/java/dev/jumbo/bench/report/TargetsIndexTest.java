package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TargetsIndexTest {
    private static final String DOCUMENT = """
            # Results

            ## Targets

            | speed target | measured as | measured | met | for comparison, same run |
            |---|---:|---:|---:|---:|
            | warm ≥ 3× | OOS ÷ Jumbo | 3.15× | yes | Kryo 3.25× |

            ## Cost of generating a class

            ### Generation targets

            | generation target | measured as | measured | met | for comparison, same run |
            |---|---:|---:|---:|---:|
            | generating `fiftyFields`: ≥ 10× faster than Janino (generation) | Janino ÷ Jumbo | 8.58× | **no** | Janino ÷ ASM 14.2× |

            ## Short streams

            | short-stream target | measured as | measured | met |
            |---|---:|---:|---:|
            | read ≥ 3× OIS | OIS ÷ Jumbo, record, alone | 2.11× ±0.323 | **missed** |

            ## CoDeSe

            ### Targets

            | speed target | measured as | measured | met | for comparison, same run |
            |---|---:|---:|---:|---:|
            | warm ≥ 2.5× OIS | OIS ÷ CoDeSe | 1.76× | **no** | |
            """;

    @Test
    void theTargetsSectionListsEverySectionsTargetsWithTheSectionsName() {
        String refreshed = TargetsIndex.refresh(DOCUMENT);

        String index = refreshed.substring(refreshed.indexOf(TargetsIndex.HEADING), refreshed.indexOf("## Cost of generating"));
        assertTrue(index.contains("| read ≥ 3× OIS | OIS ÷ Jumbo, record, alone | 2.11× ±0.323 | **missed** |  | Short streams |"), index);
        assertTrue(index.contains("| generating `fiftyFields`: ≥ 10× faster than Janino (generation) | Janino ÷ Jumbo | 8.58× | **no** "
                + "| Janino ÷ ASM 14.2× | Cost of generating a class |"), index);
        assertFalse(index.contains("warm ≥ 2.5× OIS"), "rows the Targets table keeps itself are not listed again:\n" + index);
        assertFalse(index.contains("warm ≥ 3×"), index);
    }

    @Test
    void aSecondRefreshReplacesTheIndexInsteadOfAddingOne() {
        String once = TargetsIndex.refresh(DOCUMENT);

        String twice = TargetsIndex.refresh(once);

        assertEquals(once, twice);
        assertEquals(1, twice.split(TargetsIndex.HEADING, -1).length - 1);
    }

    @Test
    void theIndexFollowsASectionRewrittenSinceTheLastRefresh() {
        String once = TargetsIndex.refresh(DOCUMENT);

        String rewritten = TargetsIndex.refresh(once.replace("2.11× ±0.323 | **missed** |", "3.20× ±0.3 | met |"));

        assertTrue(rewritten.contains("| read ≥ 3× OIS | OIS ÷ Jumbo, record, alone | 3.20× ±0.3 | met |  | Short streams |"), rewritten);
        assertFalse(rewritten.contains("2.11×"), rewritten);
    }

    @Test
    void aDocumentWithoutATargetsSectionIsLeftAsItIs() {
        String document = DOCUMENT.replace("## Targets", "## Other");

        assertEquals(document, TargetsIndex.refresh(document));
    }
}
