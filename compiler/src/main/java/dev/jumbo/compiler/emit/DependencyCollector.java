package dev.jumbo.compiler.emit;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;

import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Collects, after javac has attributed each compilation unit, the types it declares and
 * the types its code names, so that a build tool can recompile the dependents of a change.
 */
final class DependencyCollector implements TaskListener {
    private final Trees trees;
    private final Elements elements;
    private final Map<String, Set<String>> defined = new HashMap<>();
    private final Map<String, Set<String>> referenced = new HashMap<>();
    private final Set<CompilationUnitTree> scanned = new java.util.HashSet<>();

    DependencyCollector(JavacTask task) {
        this.trees = Trees.instance(task);
        this.elements = task.getElements();
    }

    @Override
    public void finished(TaskEvent event) {
        if (event.getKind() == TaskEvent.Kind.ANALYZE && scanned.add(event.getCompilationUnit())) {
            CompilationUnitTree unit = event.getCompilationUnit();
            String key = unit.getSourceFile().toUri().toString();
            new Scanner(defined.computeIfAbsent(key, k -> new LinkedHashSet<>()),
                    referenced.computeIfAbsent(key, k -> new LinkedHashSet<>())).scan(unit, null);
        }
    }

    Set<String> definedTypes(JavaFileObject source) {
        return defined.getOrDefault(source.toUri().toString(), Set.of());
    }

    Set<String> referencedTypes(JavaFileObject source) {
        Set<String> types = new LinkedHashSet<>(referenced.getOrDefault(source.toUri().toString(), Set.of()));
        types.removeAll(definedTypes(source));
        return types;
    }

    private final class Scanner extends TreePathScanner<Void, Void> {
        private final Set<String> definedTypes;
        private final Set<String> referencedTypes;

        Scanner(Set<String> definedTypes, Set<String> referencedTypes) {
            this.definedTypes = definedTypes;
            this.referencedTypes = referencedTypes;
        }

        @Override
        public Void visitClass(ClassTree tree, Void unused) {
            Element element = trees.getElement(getCurrentPath());
            if (element instanceof TypeElement type) {
                definedTypes.add(elements.getBinaryName(type).toString());
            }
            return super.visitClass(tree, unused);
        }

        @Override
        public Void visitIdentifier(IdentifierTree tree, Void unused) {
            recordType(trees.getElement(getCurrentPath()));
            return super.visitIdentifier(tree, unused);
        }

        @Override
        public Void visitMemberSelect(MemberSelectTree tree, Void unused) {
            recordType(trees.getElement(getCurrentPath()));
            return super.visitMemberSelect(tree, unused);
        }

        private void recordType(Element element) {
            // Types of named (JDK) modules never change between builds; only the classpath's do.
            if (element instanceof TypeElement type && type.asType().getKind() != TypeKind.ERROR) {
                ModuleElement module = elements.getModuleOf(type);
                if (module == null || module.isUnnamed()) {
                    referencedTypes.add(elements.getBinaryName(type).toString());
                }
            }
        }
    }
}
