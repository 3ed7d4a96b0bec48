// lw_tb: the test bench around any lwhash core (RTL or synthesized netlist).
//
// It models the two FIFOs of the interface.  The source FIFO serves words that
// the Python side loaded into src_mem (with $readmemh); the destination FIFO
// logs every word the core writes, with its cycle, to a file.  Each side stalls
// at random: a 32-bit xorshift generator per side, seeded from Python, makes the
// source look empty / the destination look full with probability prob/65536.
// The bench also flags protocol violations (a read from an empty FIFO, a write to
// a full one), counts cycles without progress, so a hung core is caught, and
// passes out the core's err status (and whether it rose since the last reset).
//
// The core is `LW_DUT (a macro); RTL cores get the parameter W and the fixed
// parameters of their registry entry (`LW_PARAMS, e.g. ".ROUNDS(10), "); netlists
// (LW_NETLIST defined) are already specialised.
`timescale 1ns / 1ps
`default_nettype none
module lw_tb #(
    parameter integer W     = 16,
    parameter integer DEPTH = 1 << 18
) (
    input  wire        clk,
    input  wire        rst,
    // source side, driven by Python
    input  wire        load,          // pulse: read +src=FILE into src_mem, rewind
    input  wire        flush,         // pulse: flush the log files
    input  wire [31:0] src_count,     // words in src_mem (sampled with load)
    input  wire [15:0] src_prob,      // P(stall) * 65536 for the source
    input  wire [15:0] snk_prob,      // P(stall) * 65536 for the destination
    input  wire [31:0] seed,          // taken at reset
    input  wire [31:0] snk_expect,    // words the destination waits for
    input  wire [31:0] src_mark,      // src_reached rises when src_ptr >= src_mark
    input  wire [31:0] hang_limit,    // cycles without progress that count as a hang
    // status, read by Python
    output reg  [31:0] src_ptr,
    output reg  [31:0] snk_count,
    output wire        src_empty,
    output wire        snk_done,
    output wire        src_reached,
    output wire        hung,
    output reg         violation,
    output wire        err,           // the core's err output
    output reg         err_seen,      // err was high in some cycle since the last reset
    output reg  [63:0] cycle
);
    reg [W-1:0] src_mem [0:DEPTH-1];
    reg [31:0]  avail_q;
    reg [31:0]  rs_q, rd_q;          // stall generators
    reg [31:0]  idle_q;

    wire [W-1:0] din = src_mem[src_ptr[$clog2(DEPTH)-1:0]];
    wire src_stall = (rs_q[15:0] < src_prob);
    wire snk_stall = (rd_q[15:0] < snk_prob);
    wire has_word  = (src_ptr < avail_q);
    wire src_ready = ~(has_word & ~src_stall);   // active low: 0 = a word is there
    wire dst_ready = snk_stall;                  // active low: 0 = there is room
    wire src_read, dst_write;
    wire [W-1:0] dout;

`ifndef LW_PARAMS
`define LW_PARAMS
`endif
`ifdef LW_NETLIST
    `LW_DUT dut (
`else
    `LW_DUT #(`LW_PARAMS .W(W)) dut (
`endif
        .clk(clk), .rst(rst),
        .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write),
        .err(err)
    );

    assign src_empty   = (src_ptr >= avail_q);
    assign snk_done    = (snk_count >= snk_expect);
    assign src_reached = (src_ptr >= src_mark);
    assign hung        = (idle_q >= hang_limit);

    function [31:0] xorshift(input [31:0] x);
        reg [31:0] y;
        begin
            y = x ^ (x << 13);
            y = y ^ (y >> 17);
            xorshift = y ^ (y << 5);
        end
    endfunction

    integer snk_fd, rd_fd;
    reg [8*1024-1:0] src_file, snk_file, rd_file;
    initial begin
        if (!$value$plusargs("src=%s", src_file)) src_file = "src.hex";
        if (!$value$plusargs("snk=%s", snk_file)) snk_file = "snk.log";
        snk_fd = $fopen(snk_file, "w");
        rd_fd  = 0;
        if ($value$plusargs("rdlog=%s", rd_file)) rd_fd = $fopen(rd_file, "w");
        cycle = 64'd0;
    end

    always @(posedge clk) begin
        cycle <= cycle + 64'd1;
        if (rst) begin
            src_ptr   <= 32'd0;
            avail_q   <= 32'd0;
            snk_count <= 32'd0;
            violation <= 1'b0;
            err_seen  <= 1'b0;
            idle_q    <= 32'd0;
            rs_q      <= seed | 32'd1;
            rd_q      <= (seed ^ 32'h9E3779B9) | 32'd1;
        end else begin
            rs_q <= xorshift(rs_q);
            rd_q <= xorshift(rd_q);
            if (load) begin
                $readmemh(src_file, src_mem, 0, src_count - 1);
                src_ptr <= 32'd0;
                avail_q <= src_count;
            end else if (src_read) begin
                if (src_ready) violation <= 1'b1;
                src_ptr <= src_ptr + 32'd1;
                if (rd_fd != 0) $fdisplay(rd_fd, "%0d %0d", src_ptr, cycle);
            end
            if (dst_write) begin
                if (dst_ready) violation <= 1'b1;
                snk_count <= snk_count + 32'd1;
                $fdisplay(snk_fd, "%h %0d", dout, cycle);
            end
            if (err) err_seen <= 1'b1;
            idle_q <= (src_read | dst_write | load) ? 32'd0 : idle_q + 32'd1;
        end
    end

    always @(posedge clk)
        if (flush) begin
            $fflush(snk_fd);
            if (rd_fd != 0) $fflush(rd_fd);
        end
endmodule
`default_nettype wire
