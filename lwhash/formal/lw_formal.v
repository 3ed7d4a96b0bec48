// lw_formal: the interface properties every lwhash core must satisfy, checked with
// SymbiYosys.  One file for all cores: the core is `LW_DUT, instantiated with
// bus width W; every input is free (any value on any cycle) except that reset
// is asserted in the first cycle.
//
//   1. the core never reads while the source FIFO is empty   (src_read -> !src_ready)
//   2. the core never writes while the destination is full   (dst_write -> !dst_ready)
//   3. after a reset the core is idle, ready for a header, within IDLE_BOUND cycles:
//      a source that offers words from then on sees one read within that bound
//      (checked by bounded model checking to IDLE_BOUND + a margin);
//   4. err is low after a reset, stays high once raised until the next reset, and
//      while it is high the core reads nothing.  (It may still finish writing the
//      digest of the message before the malformed header, which was well formed.)
`default_nettype none
module lw_formal #(
    parameter integer W          = 16,
    parameter integer IDLE_BOUND = 8
) (
    input wire clk
);
    (* anyseq *) wire         rst;
    (* anyseq *) wire [W-1:0] din;
    (* anyseq *) wire         src_ready;
    (* anyseq *) wire         dst_ready;
    wire         src_read, dst_write, err;
    wire [W-1:0] dout;

    `LW_DUT #(.W(W)) dut (
        .clk(clk), .rst(rst),
        .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );

    reg        first = 1'b1;
    reg [7:0]  since_rst = 8'd0;     // cycles since the last reset, saturating
    reg        offered = 1'b0;       // the source has offered a word in every cycle since reset
    reg        rst_q = 1'b0;         // reset was high in the previous cycle
    reg        err_q = 1'b0;         // err was high in the previous cycle
    always @(posedge clk) begin
        first <= 1'b0;
        rst_q <= rst;
        err_q <= err;
        if (rst) begin
            since_rst <= 8'd0;
            offered   <= 1'b1;
        end else begin
            if (since_rst != 8'hFF) since_rst <= since_rst + 8'd1;
            if (src_ready || src_read) offered <= 1'b0;   // an empty cycle, or the read came
        end
    end

    always @(*) begin
        if (first) assume(rst);
        if (!first) begin
            assert(!(src_read && src_ready));
            assert(!(dst_write && dst_ready));
            // reset was seen, no read yet although the source offered a word every cycle
            if (!rst && offered && since_rst >= IDLE_BOUND[7:0]) assert(1'b0);
            if (rst_q) assert(!err);
            if (err_q && !rst_q) assert(err);
            if (err && !rst) assert(!src_read);
        end
    end
endmodule
`default_nettype wire
