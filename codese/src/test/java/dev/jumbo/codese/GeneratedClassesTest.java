package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.codese.workloads.RedBlackTree;
import dev.jumbo.codese.workloads.Workloads;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/**
 * Every class a container holds passes ASM's {@code CheckClassAdapter} (with data-flow analysis)
 * and is loaded (the restore defines it); segments are nestmates of the class whose fields they
 * store, the other classes are codese's; a small method size splits a state into many classes.
 */
class GeneratedClassesTest {
    @Test
    void everyStoredClassChecksAndLoads() throws Exception {
        for (Object graph : List.of(RedBlackTree.of(300), Workloads.treeMapHeavy())) {
            CodeseOptions small = new CodeseOptions(1, 1, 100, 2);
            byte[] container = Oracle.store(graph, small);
            Container.Contents contents = Container.read(new ByteArrayInputStream(container));

            for (StoredClassFile classFile : contents.classFiles()) {
                StringWriter problems = new StringWriter();
                CheckClassAdapter.verify(new ClassReader(classFile.bytes()), getClass().getClassLoader(), false,
                        new PrintWriter(problems));
                assertEquals("", problems.toString());
            }
            assertTrue(contents.classFiles().size() > 2, "a small method size gives several classes");
            Oracle.check(graph, small);
        }
    }

    @Test
    void segmentsAreNestmatesOfTheClassWhoseFieldsTheyStore() throws Exception {
        Container.Contents contents = Container.read(new ByteArrayInputStream(
                Oracle.store(RedBlackTree.of(10), CodeseOptions.DEFAULTS)));

        List<String> hosts = segmentHosts(contents);

        assertTrue(hosts.contains(RedBlackTree.class.getName() + "$Node"), hosts.toString());
    }

    @Test
    void aFieldStoredManyTimesIsATableThroughItsSetter() throws Exception {
        RedBlackTree tree = RedBlackTree.of(50);
        CodeseOptions tables = CodeseOptions.DEFAULTS.withTableRecords(16);

        Container.Contents contents = Container.read(new ByteArrayInputStream(Oracle.store(tree, tables)));

        assertFalse(segmentHosts(contents).contains(RedBlackTree.class.getName() + "$Node"));
        assertTrue(contents.routes().stream().anyMatch(route -> route.kind() == Route.Kind.SETTER
                && route.fieldName().equals("left")), contents.routes().toString());
        Oracle.check(tree, tables);
    }

    private static List<String> segmentHosts(Container.Contents contents) {
        return contents.classFiles().stream().filter(file -> file.hostClass() >= 0)
                .map(file -> contents.classes().get(file.hostClass()).name()).toList();
    }
}
