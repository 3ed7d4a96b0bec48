`default_nettype none
// The controller: a main FSM and one counter.
module mysha_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire       in_blk_last,  // the word ends its block (lw_shell's block position)
    input  wire       in_final,     // ... which is the last block of its message
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    output wire       c_init,
    output wire       c_load,
    output wire       c_prep,
    output wire       c_round,
    output wire       c_final,
    output wire [5:0] c_kaddr,
    output wire [2:0] c_oidx
);
    localparam [2:0] S_INIT = 3'd0, S_LOAD = 3'd1, S_PREP = 3'd2, S_ROUND = 3'd3,
                     S_FINAL = 3'd4, S_OUT = 3'd5;

    reg [2:0] st_q;
    reg [5:0] cnt_q;        // round / final step / output word
    reg       full_q;       // the window holds a whole block
    reg       lastin_q;     // ... which ends its message
    reg       lastcur_q;    // the block being compressed ends its message

    // the window takes words whenever the rounds do not use it
    wire win_free = (st_q != S_PREP) && (st_q != S_ROUND) && !full_q;
    assign in_take = win_free & in_valid;

    assign c_init    = (st_q == S_INIT);
    assign c_load    = in_take;
    assign c_prep    = (st_q == S_PREP);
    assign c_round   = (st_q == S_ROUND);
    assign c_final   = (st_q == S_FINAL);
    assign c_kaddr   = c_prep ? 6'd1 : c_round ? cnt_q + 6'd2 : 6'd0;
    assign c_oidx    = cnt_q[2:0];
    assign out_valid = (st_q == S_OUT);

    always @(posedge clk) begin
        if (rst) begin
            st_q      <= S_INIT;
            cnt_q     <= 6'd0;
            full_q    <= 1'b0;
            lastin_q  <= 1'b0;
            lastcur_q <= 1'b0;
        end else begin
            if (in_take && in_blk_last) begin
                full_q   <= 1'b1;
                lastin_q <= in_final;
            end
            case (st_q)
                S_INIT:  st_q <= S_LOAD;
                S_LOAD:  if (full_q) begin
                             st_q      <= S_PREP;
                             lastcur_q <= lastin_q;
                         end
                S_PREP:  begin
                             st_q   <= S_ROUND;
                             cnt_q  <= 6'd0;
                             full_q <= 1'b0;   // the window now holds the schedule
                         end
                S_ROUND: begin
                             cnt_q <= cnt_q + 6'd1;
                             if (cnt_q == 6'd63) st_q <= S_FINAL;
                         end
                S_FINAL: begin
                             cnt_q <= cnt_q + 6'd1;
                             if (cnt_q[2:0] == 3'd7) begin
                                 cnt_q <= 6'd0;
                                 st_q  <= lastcur_q ? S_OUT : S_LOAD;
                             end
                         end
                S_OUT:   if (out_take) begin
                             cnt_q <= cnt_q + 6'd1;
                             if (cnt_q[2:0] == 3'd7) begin
                                 cnt_q <= 6'd0;
                                 st_q  <= S_INIT;
                             end
                         end
                default: st_q <= S_INIT;
            endcase
        end
    end
endmodule
`default_nettype wire
